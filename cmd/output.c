/*
 * The output of a command: standard output, or `-o FILE` written to a
 * temporary file beside FILE (beside a symbolic link's target) and
 * renamed over it when complete, never an input (genial(1) FILES); and
 * the --diagnostics FILE of score and rank, opened the same way and
 * never the same file as the output.  The temporary files are removed
 * at exit and on the signals that end a run.
 */
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/util.h"
#include "common.h"
#include "drive.h"

/*
 * The temporary files of -o and --diagnostics, while there are any, for
 * the handlers below: the one piece of process-wide state, because
 * atexit() and signal handlers take no argument.  At most two outputs
 * are open at a time.
 */
#define CLEANUP_MAX	2
static char *volatile cleanup_tmp[CLEANUP_MAX];

/* The signals that remove it, and end the run as they would have. */
static const int cleanup_sigs[] = {
	SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2,
	SIGXFSZ, SIGXCPU, SIGVTALRM, SIGPROF
};

/* Remove the temporary file: at exit() (out of memory) and on signals. */
static void
cleanup(void)
{
	char	*p;
	size_t	 i;

	for (i = 0; i < CLEANUP_MAX; i++)
		if ((p = cleanup_tmp[i]) != NULL)
			unlink(p);
}

/* out's temporary file is gone or renamed: the handlers forget it. */
static void
cleanup_forget(const struct output *out)
{
	size_t	 i;

	for (i = 0; i < CLEANUP_MAX; i++)
		if (cleanup_tmp[i] == out->tmp)
			cleanup_tmp[i] = NULL;
}

static void
cleanup_signal(int sig)
{
	cleanup();
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * Register cleanup() once: at exit, and for every signal whose default
 * action ends the process and that a handler can catch (a closed pipe, a
 * file size limit and timers too), except those the caller had ignored,
 * which stay ignored.  SIGKILL cannot be caught: genial(1), FILES, says
 * where its leftover is.
 */
static void
cleanup_register(void)
{
	static int		 done;
	struct sigaction	 sa, old;
	size_t			 i;

	if (done)
		return;
	done = 1;
	atexit(cleanup);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = cleanup_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(cleanup_sigs) / sizeof(cleanup_sigs[0]); i++)
		if (sigaction(cleanup_sigs[i], NULL, &old) == 0 &&
		    old.sa_handler != SIG_IGN)
			sigaction(cleanup_sigs[i], &sa, NULL);
}

/*
 * Make the temporary file out->tmp (a mkstemp() template) and tell the
 * handlers, with their signals held off in between, so that no signal
 * leaves a file they do not know of.  Returns the descriptor, or -1.
 */
static int
temp_make(struct output *out)
{
	sigset_t	 set, old;
	size_t		 i;
	int		 fd, err;

	sigemptyset(&set);
	for (i = 0; i < sizeof(cleanup_sigs) / sizeof(cleanup_sigs[0]); i++)
		sigaddset(&set, cleanup_sigs[i]);
	sigprocmask(SIG_BLOCK, &set, &old);
	for (i = 0; i < CLEANUP_MAX && cleanup_tmp[i] != NULL; i++)
		;
	assert(i < CLEANUP_MAX);
	if ((fd = mkstemp(out->tmp)) != -1)
		cleanup_tmp[i] = out->tmp;
	err = errno;
	sigprocmask(SIG_SETMASK, &old, NULL);
	errno = err;
	return fd;
}

/*
 * The file a name finally stands for: path with its last component's
 * symbolic links followed, even to a target that does not exist yet
 * (allocated).  NULL with errno set: ELOOP after 40 links.
 */
static char *
link_target(const char *path)
{
	struct stat	 sb;
	char		*p = xstrdup(path), *t, *slash;
	ssize_t		 n;
	size_t		 cap;
	int		 i;

	for (i = 0; i < 40; i++) {
		if (lstat(p, &sb) != 0 || !S_ISLNK(sb.st_mode))
			return p;
		cap = sb.st_size > 0 ? (size_t)sb.st_size + 1 : PATH_MAX;
		t = xmalloc(cap);
		if ((n = readlink(p, t, cap - 1)) < 0) {
			free(t);
			return p;
		}
		t[n] = '\0';
		if (t[0] != '/' && (slash = strrchr(p, '/')) != NULL) {
			slash[1] = '\0';
			slash = xasprintf("%s%s", p, t);
			free(t);
			t = slash;
		}
		free(p);
		p = t;
	}
	free(p);
	errno = ELOOP;
	return NULL;
}

/*
 * The temporary name beside target: "FILE.XXXXXX" for mkstemp(), with
 * FILE's last component cut short when the whole would pass NAME_MAX.
 */
static char *
temp_name(const char *target)
{
	const char	*base = strrchr(target, '/');
	size_t		 dirlen, baselen;

	base = base != NULL ? base + 1 : target;
	dirlen = (size_t)(base - target);
	baselen = strlen(base);
	if (baselen > NAME_MAX - 7)
		baselen = NAME_MAX - 7;
	return xasprintf("%.*s%.*s.XXXXXX", (int)dirlen, target, (int)baselen,
	    base);
}

/*
 * The input that is the same file as sb (a regular file), or NULL.
 * files[0..nfiles) are the inputs, "-" or none at all standard input;
 * nfiles < 0: the command reads no input.
 */
static const char *
same_input(const struct stat *sb, char *const *files, int nfiles)
{
	struct stat	 in;
	int		 i, std = nfiles == 0;

	for (i = 0; i < nfiles; i++) {
		if (strcmp(files[i], "-") == 0)
			std = 1;
		else if (stat(files[i], &in) == 0 && in.st_dev == sb->st_dev &&
		    in.st_ino == sb->st_ino)
			return files[i];
	}
	if (std && fstat(STDIN_FILENO, &in) == 0 && in.st_dev == sb->st_dev &&
	    in.st_ino == sb->st_ino)
		return "<stdin>";
	return NULL;
}

/* Standard output is a regular file that is also an input: say so. */
static int
stdout_is_input(const char *cmd, char *const *files, int nfiles)
{
	struct stat	 sb;
	const char	*in;
	char		*shown;

	if (fstat(STDOUT_FILENO, &sb) != 0 || !S_ISREG(sb.st_mode) ||
	    (in = same_input(&sb, files, nfiles)) == NULL)
		return 0;
	shown = drive_name(in);
	fprintf(stderr, "genial %s: standard output is the input %s; "
	    "nothing written\n", cmd, shown);
	free(shown);
	return 1;
}

static int open_temp(struct output *, const char *, const char *, int,
    const struct stat *);

static void
output_fail(struct output *out, const char *cmd, int err)
{
	if (cmd != NULL)
		fprintf(stderr, "genial %s: %s: %s\n", cmd, out->path,
		    strerror(err));
	free(out->tmp);
	free(out->target);
	free(out->path);
	out->tmp = out->target = out->path = NULL;
	out->fp = NULL;
}

int
output_open(struct output *out, const char *cmd, const char *path,
    char *const *files, int nfiles)
{
	struct stat	 sb, so;
	const char	*in;
	char		*shown;
	int		 fd, exists;

	out->path = NULL;
	out->tmp = out->target = NULL;
	out->fp = stdout;
	out->err = 0;
	out->mode = 0;
	out->reported = 0;
	if (path == NULL)
		return stdout_is_input(cmd, files, nfiles) ? -1 : 0;
	out->path = drive_name(path);
	/*
	 * Nothing is opened for writing before the output is known not to
	 * be an input: a symbolic link to it, /dev/stdout redirected into
	 * it, /dev/fd/N.  stat() follows every link, the kernel's own in
	 * /proc too.
	 */
	exists = stat(path, &sb) == 0;
	if (exists && S_ISDIR(sb.st_mode)) {
		output_fail(out, cmd, EISDIR);
		return -1;
	}
	if (exists && S_ISREG(sb.st_mode) &&
	    (in = same_input(&sb, files, nfiles)) != NULL) {
		shown = drive_name(in);
		fprintf(stderr, "genial %s: %s is the input %s; nothing "
		    "written\n", cmd, out->path, shown);
		free(shown);
		output_fail(out, NULL, 0);
		return -1;
	}
	/* Standard output by another name: written as it is, appended to. */
	if (exists && fstat(STDOUT_FILENO, &so) == 0 &&
	    so.st_dev == sb.st_dev && so.st_ino == sb.st_ino) {
		free(out->path);
		out->path = NULL;
		return 0;
	}
	/*
	 * A device or a pipe is written through, never truncated or
	 * replaced (renaming onto /dev/null would replace the node).
	 */
	if (exists && !S_ISREG(sb.st_mode)) {
		if ((fd = open(path, O_WRONLY | O_NOCTTY)) == -1 ||
		    (out->fp = fdopen(fd, "w")) == NULL) {
			if (fd != -1)
				close(fd);
			output_fail(out, cmd, errno);
			return -1;
		}
		return 0;
	}
	return open_temp(out, cmd, path, exists, &sb);
}

/*
 * The regular file path (sb, if it exists), or none yet: a temporary file
 * beside it, to be renamed onto it.  Returns 0, or -1 after saying why.
 */
static int
open_temp(struct output *out, const char *cmd, const char *path, int exists,
    const struct stat *sb)
{
	mode_t		 mask;
	int		 fd;

	/* The file to replace: a link's target, which may not exist yet. */
	if ((!exists || (out->target = realpath(path, NULL)) == NULL) &&
	    (out->target = link_target(path)) == NULL) {
		output_fail(out, cmd, errno);
		return -1;
	}
	/*
	 * A regular file, or none yet: a temporary file beside it (beside a
	 * link's target) that output_close() renames onto it in one step.
	 * Until then its mode is no wider than the final one's, nor than
	 * owner read and write.
	 */
	if (exists)
		out->mode = sb->st_mode & 07777;
	else {
		mask = umask(0);
		umask(mask);
		out->mode = 0666 & ~mask;
	}
	cleanup_register();
	out->tmp = temp_name(out->target);
	if ((fd = temp_make(out)) == -1) {
		output_fail(out, cmd, errno);
		return -1;
	}
	(void)fchmod(fd, out->mode & 0600);
	if (exists && (sb->st_uid != geteuid() || sb->st_gid != getegid()))
		(void)fchown(fd, sb->st_uid, sb->st_gid);
	if ((out->fp = fdopen(fd, "w")) == NULL) {
		close(fd);
		unlink(out->tmp);
		cleanup_forget(out);
		output_fail(out, cmd, errno);
		return -1;
	}
	return 0;
}

int
output_open_replace(struct output *out, const char *cmd, const char *path)
{
	struct stat	 sb;

	out->tmp = out->target = NULL;
	out->fp = NULL;
	out->err = 0;
	out->mode = 0;
	out->reported = 0;
	out->path = drive_name(path);
	if (stat(path, &sb) != 0) {
		output_fail(out, cmd, errno);
		return -1;
	}
	if (!S_ISREG(sb.st_mode)) {
		fprintf(stderr, "genial %s: %s: not a regular file; nothing "
		    "written\n", cmd, out->path);
		output_fail(out, NULL, 0);
		return -1;
	}
	return open_temp(out, cmd, path, 1, &sb);
}

int
output_close(struct output *out, const char *cmd, int commit)
{
	const char	*name = out->path != NULL ? out->path :
			    "standard output";
	int		 err = 0, failed, err0 = errno;

	errno = 0;
	failed = ferror(out->fp);
	if (fflush(out->fp) != 0)
		failed = 1, err = errno;
	if (out->tmp != NULL && !failed && commit &&
	    (fchmod(fileno(out->fp), out->mode) != 0 ||
	    fsync(fileno(out->fp)) != 0))
		failed = 1, err = errno;
	if (fclose(out->fp) != 0 && !failed)
		failed = 1, err = errno;
	out->fp = NULL;
	/*
	 * A write that failed before (the stream's error flag) left its
	 * errno to the caller, or as the last errno set.
	 */
	if (failed && err == 0)
		err = out->err != 0 ? out->err : err0;
	if (failed && !out->reported)
		fprintf(stderr, "genial %s: write error on %s%s%s\n", cmd,
		    name, err != 0 ? ": " : "", err != 0 ? strerror(err) : "");
	if (out->tmp != NULL) {
		if (!failed && !commit)
			fprintf(stderr, "genial %s: %s left unchanged\n", cmd,
			    out->path);
		if (failed || !commit)
			unlink(out->tmp);
		else if (rename(out->tmp, out->target) != 0) {
			fprintf(stderr, "genial %s: %s: %s\n", cmd, out->path,
			    strerror(errno));
			unlink(out->tmp);
			failed = 1;
		}
		cleanup_forget(out);
		free(out->tmp);
		out->tmp = NULL;
	}
	free(out->target);
	free(out->path);
	out->target = out->path = NULL;
	return failed ? -1 : 0;
}

/*
 * The file path names as output, for comparing two names: the target of
 * its symbolic links, in its directory's canonical path (allocated; NULL
 * if that directory cannot be resolved).
 */
static char *
canon_name(const char *path)
{
	char	*t, *dir, *slash, *c;

	if ((t = link_target(path)) == NULL)
		return NULL;
	if ((slash = strrchr(t, '/')) == NULL)
		dir = realpath(".", NULL);
	else if (slash == t)
		dir = xstrdup("");
	else {
		*slash = '\0';
		dir = realpath(t, NULL);
		*slash = '/';
	}
	c = dir != NULL ? xasprintf("%s/%s", dir, slash != NULL ? slash + 1 :
	    t) : NULL;
	free(dir);
	free(t);
	return c;
}

/* 1 if the names a and b (NULL: standard output) are one file. */
static int
same_output(const char *a, const char *b)
{
	struct stat	 sa, sb;
	char		*ca, *cb;
	int		 same;

	if (a == NULL && b == NULL)
		return 1;
	if ((a == NULL ? fstat(STDOUT_FILENO, &sa) : stat(a, &sa)) == 0 &&
	    (b == NULL ? fstat(STDOUT_FILENO, &sb) : stat(b, &sb)) == 0 &&
	    sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino &&
	    !S_ISCHR(sa.st_mode))
		return 1;
	if (a == NULL || b == NULL)
		return 0;
	ca = canon_name(a);
	cb = canon_name(b);
	same = ca != NULL && cb != NULL && strcmp(ca, cb) == 0;
	free(ca);
	free(cb);
	return same;
}

int
diagnostics_check(const struct options *o)
{
	char	*path;

	if (!same_output(o->diagnostics, o->output))
		return 0;
	path = drive_name(o->diagnostics);
	usage_error(o->cmd, "--diagnostics and %s name the same file '%s'",
	    o->output != NULL ? "-o" : "standard output", path);
	free(path);
	return -1;
}
