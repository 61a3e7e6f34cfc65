/*
 * Inside the clever analysis (clever_analyse.h), shared by its two files:
 *   clever_analyse.c       the labels, judging one decision among its
 *                          choices (and its playouts), the totals, the
 *                          walk over the record
 *   clever_analyse_walk.c  each kind of entry: the position before it,
 *                          the choices it had, the choice made, the luck
 * Not part of the library's interface.
 */
#ifndef GENIAL_CLEVER_ANALYSE_PRIV_H
#define GENIAL_CLEVER_ANALYSE_PRIV_H

#include "clever_analyse.h"
#include "clever_record.h"
#include "clever_sim.h"

#define MAXCH	40	/* choices of one decision: black 26, a roll 17 */

/* One decision's choices and their values. */
struct dec {
	struct clever_choice	 ch[MAXCH];
	long			 val[MAXCH];
	int			 n;
};

/* The walk's state. */
struct walk {
	struct clever_analysis	*an;
	const struct record	*rec;
	const struct clever_replay *rp;
	int			 n;		/* players */
	int			 rounds;
	int			 turn;		/* of the last step seen */
	const struct clever_step *pv;	/* the state before the entry */
	int			 roll_ok;	/* a roll waits for its take */
	struct clever_roll	 roll;		/* ... this one */
	struct dec		 rolldec;	/* ... its choices */
	int			 closed;	/* the turn whose end phase
						   is judged, or -1 */
	int			 game;		/* the record's number */
	struct clever_table	 tab;		/* the table at the decision,
						   for playouts */
	struct clever_table	 rolltab;	/* ... at the roll waiting */
	unsigned		 extra[CLEVER_MAX_SEATS];	/* +1 dice */
	int			 last[CLEVER_MAX_SEATS];	/* the seat's last
						   entry this turn, 0 none */
};


/* Add a choice (o NULL: a reroll or none) of value v to d. */
void	clever_an_choice(struct dec *d, enum clever_choice_kind k,
	    const struct clever_opt *o, const int value[CLEVER_DICE], long v);
/*
 * Judge decision d of seat at entry move: the choice made is played (not
 * among d's choices: nothing is analysed).  With playouts, w->tab is the
 * table at the decision.
 */
void	clever_an_judge(struct walk *w, int move, int seat,
	    enum clever_decision kind, const struct dec *d,
	    const struct clever_choice *played);
/* The luck of one roll for seat: worth less the average worth. */
void	clever_an_luck(struct walk *w, int seat, long worth, long average);
/* w->tab from step s; rolls: the rolls made this turn. */
void	clever_an_table(struct walk *w, const struct clever_step *s,
	    int rolls);
/* One entry of the record with its step (clever_analyse_walk.c). */
void	clever_an_entry(struct walk *w, const struct clever_entry *e,
	    const struct clever_step *st);
/* The end phase of the turn of w->pv is over: the +1s kept. */
void	clever_an_close(struct walk *w);

#endif
