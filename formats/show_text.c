/*
 * The board for a terminal: the hexagonal board in characters, the
 * counters as bars beside it, and the entry's heading, scoring, status
 * and note.  Plain ASCII letters carry all the meaning, so the picture
 * reads the same without colour; with colour (ANSI, 256-colour palette)
 * tiles get their colour as background.  Widths are terminal columns
 * (show_width: a CJK character takes two).
 *
 * Layout: a character grid where cell (r, n) sits on line 14 - r and is
 * centred on column 4 * (n - r/2 + 4.5), three columns wide:
 *   " R " a tile hex   "(R)" a start symbol   "[R]" the latest placement
 *   " . " an empty hex of the active area
 * Only the active area is drawn (the game's area in play), cropped to
 * its rows and columns, so that the two-player board and its bars fit
 * 80 columns.  Row letters stand left of each row's first hex in play,
 * diagonal numbers below-right of each diagonal's first hex in play
 * (Abalone style).  The counters go beside the board when both fit in
 * SCREEN_COLS columns, else below it.
 */
#include <stdio.h>
#include <string.h>

#include "show.h"

#define GRID_LINES	16	/* rows O..A, then the number line */
#define GRID_COLS	64
#define BAR		18	/* characters in a counter bar */
#define SCREEN_COLS	80	/* the terminal width the picture keeps to */

/* Cell styles, one per grid column, for the colour output. */
enum style {
	ST_PLAIN,
	ST_TILE,		/* + colour: a tile hex */
	ST_SYMBOL = ST_TILE + COLOURS,	/* + colour: a start symbol */
	ST_LAST = ST_SYMBOL + COLOURS,	/* + colour: the latest placement */
	ST_BAR = ST_LAST + COLOURS,	/* + colour: a counter bar */
	ST__MAX = ST_BAR + COLOURS
};

struct grid {
	char		 ch[GRID_LINES][GRID_COLS + 1];
	unsigned char	 st[GRID_LINES][GRID_COLS];
};

/* 256-colour backgrounds per colour, and a readable foreground for each. */
static const int bg256[COLOURS] = { 160, 208, 220, 34, 27, 91 };
static const int fg256[COLOURS] = { 231, 16, 16, 231, 231, 231 };

static void
put(struct grid *gr, int line, int col, const char *s, int st)
{
	for (; *s != '\0'; s++, col++)
		if (line >= 0 && line < GRID_LINES && col >= 0 &&
		    col < GRID_COLS) {
			gr->ch[line][col] = *s;
			gr->st[line][col] = (unsigned char)st;
		}
}

/* Grid column of the centre of (r, n); r and n may lie off the board. */
static int
col_of(int r, int n)
{
	return 4 * n - 2 * r + 18;
}

static void
draw_board(struct grid *gr, const struct show_pos *pos, int colour)
{
	char	 tok[4], num[12];
	int	 cell, r, n, c, sym, st, first;

	memset(gr->ch, ' ', sizeof(gr->ch));
	memset(gr->st, ST_PLAIN, sizeof(gr->st));
	for (r = 0; r < GRID_LINES; r++)
		gr->ch[r][GRID_COLS] = '\0';
	for (cell = 0; cell < BOARD_CELLS; cell++) {
		r = board_row(cell);
		n = board_num(cell);
		sym = board_symbol_index(cell);
		c = pos->cell[cell];
		if (!show_active(pos, cell) && sym < 0 &&
		    (c < 0 || c >= COLOURS))
			continue;
		if (sym >= 0) {
			c = pos->rec->rules.corners[sym] % COLOURS;
			snprintf(tok, sizeof(tok), "(%c)", colour_letter(c));
			st = ST_SYMBOL + c;
		} else if (c >= 0 && c < COLOURS) {
			if (cell == pos->last[0] || cell == pos->last[1]) {
				snprintf(tok, sizeof(tok), "[%c]",
				    colour_letter(c));
				st = ST_LAST + c;
			} else {
				snprintf(tok, sizeof(tok), " %c ",
				    colour_letter(c));
				st = ST_TILE + c;
			}
		} else {
			snprintf(tok, sizeof(tok), " . ");
			st = ST_PLAIN;
		}
		put(gr, 14 - r, col_of(r, n) - 1, tok, st);
	}
	/* A row's letter left of its first hex in play. */
	for (r = 0; r < BOARD_ROWS; r++) {
		first = -1;
		for (n = 0; n < BOARD_ROWS && first < 0; n++)
			if ((cell = board_cell(r, n)) != NO_CELL &&
			    (show_active(pos, cell) ||
			    board_symbol_index(cell) >= 0))
				first = n;
		if (first < 0)
			continue;
		tok[0] = (char)('A' + r);
		tok[1] = '\0';
		put(gr, 14 - r, col_of(r, first - 1), tok, ST_PLAIN);
	}
	/* A diagonal's number below-right of its first hex in play. */
	for (n = 0; n < BOARD_ROWS; n++) {
		first = -1;
		for (r = 0; r < BOARD_ROWS && first < 0; r++)
			if ((cell = board_cell(r, n)) != NO_CELL &&
			    (show_active(pos, cell) ||
			    board_symbol_index(cell) >= 0))
				first = r;
		if (first < 0)
			continue;
		snprintf(num, sizeof(num), "%d", n + 1);
		put(gr, 14 - (first - 1), col_of(first - 1, n) - (n >= 9), num,
		    ST_PLAIN);
	}
}

/* Panel lines beside the board: per side a name, then six bars. */
struct panel {
	char		 ch[MAX_SEATS * 8 + 2][96];
	unsigned char	 st[MAX_SEATS * 8 + 2][96];
	int		 n;
};

static void
panel_line(struct panel *p, const char *s)
{
	size_t	 len;

	if (p->n >= (int)(sizeof(p->ch) / sizeof(p->ch[0])))
		return;
	len = strlen(s);
	if (len >= sizeof(p->ch[0]))
		len = sizeof(p->ch[0]) - 1;
	memcpy(p->ch[p->n], s, len);
	p->ch[p->n][len] = '\0';
	memset(p->st[p->n], ST_PLAIN, sizeof(p->st[0]));
	p->n++;
}

/* Colour the bar characters of the last line (from..to-1) in colour c. */
static void
panel_colour(struct panel *p, int from, int to, int c)
{
	int	 i;

	for (i = from; i < to && i < (int)sizeof(p->st[0]); i++)
		if (p->ch[p->n - 1][i] == '#')
			p->st[p->n - 1][i] = (unsigned char)(ST_BAR + c);
}

static void
draw_counters(struct panel *p, const struct show_pos *pos)
{
	char	 name[128], clean[100], line[96], bar[BAR + 2];
	int	 side, c, v, fill, cap = show_cap(pos), i;

	for (side = 0; side < show_sides(pos); side++) {
		show_side_name(pos, side, name, sizeof(name));
		show_clean(name, 0, clean, 40);
		panel_line(p, clean);
		for (c = 0; c < COLOURS; c++) {
			v = pos->score[side][c];
			fill = v * BAR / cap;
			for (i = 0; i < BAR; i++)
				bar[i] = i < fill ? '#' : '.';
			bar[BAR] = '\0';
			snprintf(line, sizeof(line), " %c %s %2d",
			    colour_letter(c), bar, v);
			panel_line(p, line);
			panel_colour(p, 3, 3 + BAR, c);
		}
	}
}

/* The duel track: seat 0's side on the left of the line '|'. */
static void
draw_track(struct panel *p, const struct show_pos *pos)
{
	char	 line[96], bar[20], head[128], a[24], b[24], where[40];
	int	 c, v, i, k;

	show_clean(show_player(pos, 0), 0, a, sizeof(a));
	show_clean(show_player(pos, 1), 0, b, sizeof(b));
	snprintf(head, sizeof(head), "%s <-|-> %s", a, b);
	panel_line(p, head);
	for (c = 0; c < COLOURS; c++) {
		v = pos->track[c];
		for (i = 0; i < 9; i++) {
			k = 9 - i;	/* seat 0's position k */
			bar[i] = v > 0 && k <= v ? '#' : '.';
			bar[10 + i] = v < 0 && i + 1 <= -v ? '#' : '.';
		}
		bar[9] = '|';
		bar[19] = '\0';
		if (v == 0)
			snprintf(where, sizeof(where), "line");
		else
			snprintf(where, sizeof(where), "%s %d", v > 0 ? a : b,
			    v > 0 ? v : -v);
		snprintf(line, sizeof(line), " %c %s %s", colour_letter(c), bar,
		    where);
		if (pos->token[c] == 0 || pos->token[c] == 1)
			snprintf(line + strlen(line), sizeof(line) - strlen(line),
			    "%*stoken: %s", (int)(9 - show_width(where) > 1 ?
			    9 - show_width(where) : 1), "",
			    pos->token[c] == 0 ? a : b);
		panel_line(p, line);
		panel_colour(p, 3, 22, c);
	}
}

/* Write one styled character, switching the ANSI state when needed. */
static void
emit(FILE *fp, int ch, int st, int *cur, int colour)
{
	if (colour && st != *cur) {
		if (*cur != ST_PLAIN)
			fputs("\033[0m", fp);
		if (st >= ST_TILE && st < ST_SYMBOL)
			fprintf(fp, "\033[48;5;%d;38;5;%dm", bg256[st - ST_TILE],
			    fg256[st - ST_TILE]);
		else if (st >= ST_SYMBOL && st < ST_LAST)
			fprintf(fp, "\033[1;48;5;%d;38;5;%dm",
			    bg256[st - ST_SYMBOL], fg256[st - ST_SYMBOL]);
		else if (st >= ST_LAST && st < ST_BAR)
			fprintf(fp, "\033[1;4;48;5;%d;38;5;%dm",
			    bg256[st - ST_LAST], fg256[st - ST_LAST]);
		else if (st >= ST_BAR && st < ST__MAX)
			fprintf(fp, "\033[38;5;%dm", bg256[st - ST_BAR]);
		*cur = st;
	}
	fputc(ch, fp);
}

/* Columns of panel line i, as the terminal shows them. */
static int
panel_width(const struct panel *p, int i)
{
	return (int)show_width(p->ch[i]);
}

/* Write panel line i, its bars coloured. */
static void
print_panel_line(FILE *fp, const struct panel *p, int i, int *cur,
    int colour)
{
	int	 k;

	for (k = 0; p->ch[i][k] != '\0'; k++)
		emit(fp, (unsigned char)p->ch[i][k], p->st[i][k], cur, colour);
}

/*
 * The panel below the board: each side's block of PANEL_BLOCK lines (its
 * name and six bars) beside the next as long as the row of blocks fits
 * SCREEN_COLS columns.  A panel that is not made of such blocks (the
 * duel's track) is one block.
 */
#define PANEL_BLOCK	7
static void
print_blocks(FILE *fp, const struct panel *p, int colour)
{
	int	 blk = PANEL_BLOCK, nb, bw[MAX_SEATS * 8 + 2], i, j, b, k;
	int	 line, used, cur;

	if (p->n % PANEL_BLOCK != 0 || p->n == 0)
		blk = p->n > 0 ? p->n : 1;
	nb = p->n / blk;
	for (b = 0; b < nb; b++) {
		bw[b] = 0;
		for (k = 0; k < blk; k++)
			if (panel_width(p, b * blk + k) > bw[b])
				bw[b] = panel_width(p, b * blk + k);
	}
	for (i = 0; i < nb; i = j) {
		used = bw[i];
		for (j = i + 1; j < nb && used + 3 + bw[j] <= SCREEN_COLS; j++)
			used += 3 + bw[j];
		for (line = 0; line < blk; line++) {
			cur = ST_PLAIN;
			for (b = i; b < j; b++) {
				k = b * blk + line;
				print_panel_line(fp, p, k, &cur, colour);
				if (b + 1 < j)
					fprintf(fp, "%*s", bw[b] -
					    panel_width(p, k) + 3, "");
			}
			if (colour && cur != ST_PLAIN)
				fputs("\033[0m", fp);
			fputc('\n', fp);
		}
	}
}

/*
 * The board, cropped to the lines and columns it uses, with the panel
 * beside it when both fit SCREEN_COLS columns, else below it.
 */
static void
print_grid(FILE *fp, const struct grid *gr, const struct panel *p,
    int colour)
{
	int	 line, col, end, cur, i, top = GRID_LINES, bottom = -1;
	int	 left = GRID_COLS, right = 0, pw = 0, beside, lines;

	for (line = 0; line < GRID_LINES; line++)
		for (col = 0; col < GRID_COLS; col++)
			if (gr->ch[line][col] != ' ') {
				if (line < top)
					top = line;
				bottom = line;
				if (col < left)
					left = col;
				if (col + 1 > right)
					right = col + 1;
			}
	if (bottom < 0)
		top = bottom = left = right = 0;
	for (i = 0; i < p->n; i++)
		if (panel_width(p, i) > pw)
			pw = panel_width(p, i);
	beside = right - left + 2 + pw <= SCREEN_COLS;
	lines = bottom - top + 1;
	if (beside && p->n > lines)
		lines = p->n;
	for (i = 0; i < lines; i++) {
		line = top + i;
		cur = ST_PLAIN;
		end = left;
		if (line <= bottom)
			for (col = left; col < right; col++)
				if (gr->ch[line][col] != ' ')
					end = col + 1;
		if (beside && i < p->n)
			end = right;
		for (col = left; col < end; col++) {
			if (line <= bottom)
				emit(fp, gr->ch[line][col], gr->st[line][col],
				    &cur, colour);
			else
				emit(fp, ' ', ST_PLAIN, &cur, colour);
		}
		if (beside && i < p->n) {
			fputs("  ", fp);
			print_panel_line(fp, p, i, &cur, colour);
		}
		if (colour && cur != ST_PLAIN)
			fputs("\033[0m", fp);
		fputc('\n', fp);
	}
	if (!beside) {
		fputc('\n', fp);
		print_blocks(fp, p, colour);
	}
}

/* Print text wrapped at width, each line after prefix's indent. */
static void
print_wrapped(FILE *fp, const char *prefix, const char *text, int width)
{
	char	**lines;
	size_t	 n, i, indent = strlen(prefix);

	n = show_wrap(text, width > (int)indent + 10 ? (size_t)width - indent :
	    10, &lines);
	for (i = 0; i < n; i++) {
		if (i == 0)
			fputs(prefix, fp);
		else if (lines[i][0] != '\0')
			fprintf(fp, "%*s", (int)indent, "");
		fprintf(fp, "%s\n", lines[i]);
	}
	show_wrap_free(lines, n);
}

/*
 * A breakdown line wrapped at width, its continuation lines indented
 * under the text after its first ": " ("red 4: 1 down-left ...").
 */
static void
print_hanging(FILE *fp, const char *line, int width)
{
	char		 head[64];
	const char	*colon = strstr(line, ": ");
	size_t		 n = colon != NULL ? (size_t)(colon - line) + 2 : 0;

	if (n == 0 || n >= sizeof(head) || (int)n > width / 2) {
		print_wrapped(fp, "", line, width);
		return;
	}
	memcpy(head, line, n);
	head[n] = '\0';
	print_wrapped(fp, head, line + n, width);
}

int
show_text(FILE *fp, const struct show_pos *pos,
    const struct show_text_opts *o)
{
	static const struct show_text_opts defaults = { 0, 78 };
	struct grid	 gr;
	struct panel	 p;
	char		 buf[1024];
	int		 i, width;

	if (o == NULL)
		o = &defaults;
	width = o->width > 20 ? o->width : 78;
	print_wrapped(fp, "", show_title(pos, buf, sizeof(buf)), width);
	print_wrapped(fp, "", show_heading(pos, buf, sizeof(buf)), width);
	fputc('\n', fp);
	draw_board(&gr, pos, o->colour);
	memset(&p, 0, sizeof(p));
	if (pos->rec->rules.variant == VARIANT_DUEL)
		draw_track(&p, pos);
	else
		draw_counters(&p, pos);
	print_grid(fp, &gr, &p, o->colour);
	fputc('\n', fp);
	fputs("(R) start symbol   [R] latest placement   . empty hex\n", fp);
	for (i = 0; show_breakdown(pos, i, buf, sizeof(buf)) != NULL; i++) {
		if (i == 0)
			fputc('\n', fp);
		print_hanging(fp, buf, width);
	}
	show_status(pos, buf, sizeof(buf));
	if (buf[0] != '\0')
		print_wrapped(fp, "", buf, width);
	if (pos->move == 0 && pos->rec->description != NULL) {
		fputc('\n', fp);
		print_wrapped(fp, "", pos->rec->description, width);
	}
	if (pos->entry != NULL && pos->entry->note != NULL) {
		fputc('\n', fp);
		print_wrapped(fp, "Note: ", pos->entry->note, width);
	}
	return ferror(fp) ? -1 : 0;
}
