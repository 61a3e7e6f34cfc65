/*
 * bench/maxrss: run a command and report its wall time and peak memory
 * (GNU time is not assumed to be installed).
 * Usage: maxrss REPORT COMMAND [ARG...]
 * Runs COMMAND with its standard streams unchanged, then appends one line
 * "WALL CPU MAXRSS_KB STATUS" to the file REPORT (wall-clock seconds, CPU
 * seconds of user and system time, peak resident memory of the largest
 * process it waited for) and exits with the command's exit status (128 +
 * signal if it was killed).  CPU time is what the benchmark divides by:
 * it does not change when other work shares the machine.
 */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <stdio.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char *argv[])
{
	struct timespec t0, t1;
	struct rusage ru;
	FILE *rep;
	pid_t pid;
	int status, rc;
	double secs, cpu;

	if (argc < 3) {
		fprintf(stderr, "usage: maxrss REPORT COMMAND [ARG...]\n");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if ((pid = fork()) < 0) {
		perror("fork");
		return 2;
	}
	if (pid == 0) {
		execvp(argv[2], argv + 2);
		perror(argv[2]);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0) {
		perror("waitpid");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	getrusage(RUSAGE_CHILDREN, &ru);
	secs = (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	    (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
	rc = WIFEXITED(status) ? WEXITSTATUS(status) :
	    128 + WTERMSIG(status);
	if ((rep = fopen(argv[1], "a")) == NULL) {
		perror(argv[1]);
		return 2;
	}
	fprintf(rep, "%.6f %.6f %ld %d\n", secs, cpu, ru.ru_maxrss, rc);
	if (fclose(rep) != 0) {
		perror(argv[1]);
		return 2;
	}
	return rc;
}
