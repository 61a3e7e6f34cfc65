/*
 * The stepping HTML page of a Ganz schön clever game (`genial show
 * --html`, genial-clever(5), COMMANDS): one self-contained page with the
 * sheets as inline SVG, previous/next buttons and the arrow keys, and for
 * each position its move line, what the turn stands at, the scoring
 * lines and note of its entry and its findings; under the sheets every
 * finding of the game, each a link to its position, and a "next finding"
 * button (html.c's parts, as for Ingenious).
 *
 * The SVG is drawn once, at the last position, with every mark tagged
 * with the position it was made at (clever_svg.h), so the page works as a
 * picture without scripts.  The script shows position k by hiding the
 * marks made after k and outlining those made at k; a JSON block holds
 * what changes otherwise: the texts, the round, the scores and where the
 * dice are.  The JSON is escaped by show_put_json, so that record text
 * can never close the <script> element.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/clever_replay.h"
#include "../core/record.h"
#include "clever_show.h"
#include "clever_svg.h"
#include "show.h"
#include "svg.h"

/* The clever page's own rules, after html_css. */
static const char page_css[] =
	"#lines{list-style:none;padding-left:0;white-space:pre-wrap}\n";

/* The script; kept free of "</" so that it cannot end its element. */
static const char page_js[] =
	"(function(){\n"
	"'use strict';\n"
	"var D=JSON.parse(document.getElementById('data').textContent),k=0;\n"
	"function $(id){return document.getElementById(id);}\n"
	"var M=document.querySelectorAll('#board [data-at]'),"
	"G=document.querySelectorAll('#board [data-g]');\n"
	"function text(id,s){var e=$(id);if(e)e.textContent=s;}\n"
	"function list(id,v,cls){var e=$(id);while(e.firstChild)"
	"e.removeChild(e.firstChild);for(var i=0;i<v.length;i++){"
	"var li=document.createElement('li');li.textContent=v[i];"
	"if(cls)li.className=cls;e.appendChild(li);}}\n"
	"function draw(n){\n"
	"k=Math.max(0,Math.min(D.pos.length-1,n));\n"
	"var P=D.pos[k],i,j,e,a,t,s;\n"
	"for(i=0;i<M.length;i++){e=M[i];a=+e.getAttribute('data-at');"
	"e.setAttribute('visibility',(e.getAttribute('class')==='hl'?"
	"a===k&&k>0:a<=k)?'visible':'hidden');}\n"
	"for(i=0;i<G.length;i++){e=G[i];t=e.getElementsByTagName('title')[0];"
	"a=e.getAttribute('data-u');s=a!==null&&+a<=k?'data-t2':"
	"+e.getAttribute('data-g')<=k?'data-t1':'data-t0';"
	"if(t)t.textContent=e.getAttribute(s);}\n"
	"for(j=0;j<D.seats.length;j++){for(i=1;i<=6;i++){"
	"e=$('rd-'+D.seats[j]+'-'+i);if(e)e.setAttribute('visibility',"
	"i===P.r?'visible':'hidden');}for(i=0;i<9;i++)"
	"text('sc-'+D.seats[j]+'-'+i,String(P.s[j][i]));}\n"
	"for(i=0;i<6;i++){e=$('die-'+i);if(!e)continue;a=P.x[i];"
	"if(a){e.setAttribute('transform','translate('+a[0]+','+a[1]+')');"
	"e.setAttribute('visibility','visible');text('dv-'+i,String(a[2]));}"
	"else e.setAttribute('visibility','hidden');}\n"
	"text('where',D.pos.length<2?'':(k?'Move '+k:'Start')+' of '+"
	"(D.pos.length-1));\n"
	"text('heading',P.h);list('lines',P.l,'');list('diags',P.d,'diag');\n"
	"shown();}\n";

enum line_as { AS_XML, AS_JSON, AS_LI };

/*
 * The texts of position k (CS_ bits of clever_show.h) written to out as
 * XML text, as JSON strings separated by commas, or as XML list items.
 */
static void
each_line(const struct record *rec, const struct clever_replay *cr,
    size_t k, unsigned parts, FILE *out, enum line_as as)
{
	char	*buf, *cur, *p;
	int	 n = 0;

	if ((buf = clever_show_texts(rec, cr, k, parts)) == NULL)
		return;
	for (cur = buf; (p = clever_show_line(&cur)) != NULL; ) {
		if (as == AS_JSON) {
			if (n++)
				fputc(',', out);
			show_put_json(out, p);
		} else if (as == AS_LI) {
			fputs("<li>", out);
			show_put_xml(out, p);
			fputs("</li>\n", out);
		} else
			show_put_xml(out, p);
	}
	free(buf);
}

/* Position k of the page as a JSON object. */
static void
json_pos(FILE *fp, const struct record *rec, const struct clever_replay *cr,
    const struct svg_diag_index *ix, const struct diags *d, size_t k,
    size_t last, int player)
{
	const struct clever_step	*st = clever_svg_step(cr, k);
	struct clever_sheet		 sh;
	struct clever_score		 sc;
	double				 x0, y0, x, y;
	int				 s, c, n = 0;

	fputs("{\"h\":", fp);
	each_line(rec, cr, k, CS_MOVE, fp, AS_JSON);
	fputs(",\"l\":[", fp);
	each_line(rec, cr, k, CS_TURN, fp, AS_JSON);
	fputs("],\"d\":", fp);
	html_json_diags(fp, ix, d, k);
	fprintf(fp, ",\"r\":%d,\"s\":[", st != NULL ? st->round : 0);
	for (s = 0; s < rec->nplayers; s++) {
		if (player >= 0 && s != player)
			continue;
		clever_svg_sheet_at(cr, s, k, last, &sh);
		clever_score(&sh, &sc);
		fprintf(fp, "%s[%d,%d,%d,%d,%d,%d,%d,%d,%d]", n++ ? "," : "",
		    sc.area[0], sc.area[1], sc.area[2], sc.area[3], sc.area[4],
		    sc.foxes, sc.lowest, sc.fox, sc.total);
	}
	fputs("],\"x\":[", fp);
	clever_svg_dice_at(0, &x0, &y0);
	for (c = 0; c < CLEVER_DICE; c++) {
		if (clever_svg_die_xy(st, c, x0, y0, &x, &y) == 0 &&
		    st->dice[c] == 0)		/* no roll gave it a value */
			fprintf(fp, "%s[%.1f,%.1f,\"-\"]", c ? "," : "", x, y);
		else if (clever_svg_die_xy(st, c, x0, y0, &x, &y) == 0)
			fprintf(fp, "%s[%.1f,%.1f,%d]", c ? "," : "", x, y,
			    st->dice[c]);
		else
			fprintf(fp, "%s0", c ? "," : "");
	}
	fputs("]}", fp);
}

int
clever_show_html(FILE *fp, const struct record *rec,
    const struct clever_replay *cr, const struct diags *d, size_t start,
    int player)
{
	struct svg_diag_index	 ix;
	size_t			 last = cr->sheet_only ? 0 :
				    rec->clever->nmoves, k;
	int			 s, n = 0;

	if (start > last)
		start = last;
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
	    "content=\"width=device-width, initial-scale=1\">\n<title>", fp);
	each_line(rec, cr, last, CS_HEADING, fp, AS_XML);
	fprintf(fp, "</title>\n<style>\n%s%s</style>\n</head>\n<body>\n<h1>",
	    html_css, page_css);
	each_line(rec, cr, last, CS_HEADING, fp, AS_XML);
	/* The game's description is the start's text, as in the picture. */
	fputs("</h1>\n", fp);
	html_nav(fp);
	fputs("<div id=\"heading\">", fp);
	each_line(rec, cr, last, CS_MOVE, fp, AS_XML);
	fputs("</div>\n<div id=\"board\">\n", fp);
	clever_svg_picture(fp, rec, cr, last, player, 1, NULL, 0, 0, 0);
	fputs("</div>\n<ul id=\"lines\">\n", fp);
	each_line(rec, cr, last, CS_TURN, fp, AS_LI);
	fputs("</ul>\n<ul id=\"diags\"></ul>\n", fp);
	html_findings(fp, rec, d, last);
	fputs("<noscript><p>Stepping through the moves needs JavaScript; "
	    "this is the last position.</p></noscript>\n"
	    "<script type=\"application/json\" id=\"data\">", fp);
	fprintf(fp, "{\"start\":%zu,\"seats\":[", start);
	for (s = 0; s < rec->nplayers; s++)
		if (player < 0 || s == player)
			fprintf(fp, "%s%d", n++ ? "," : "", s);
	fputs("],\n\"pos\":[\n", fp);
	svg_diag_index(&ix, rec, d, last);
	for (k = 0; k <= last; k++) {
		if (k > 0)
			fputs(",\n", fp);
		json_pos(fp, rec, cr, &ix, d, k, last, player);
	}
	svg_diag_index_free(&ix);
	fprintf(fp, "]}</script>\n<script>\n%s%s</script>\n</body>\n"
	    "</html>\n", page_js, html_controls_js);
	return ferror(fp) ? -1 : 0;
}
