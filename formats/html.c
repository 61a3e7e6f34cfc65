/*
 * The stepping HTML page of one game: a self-contained page (no external
 * resources) with the board as inline SVG, scaled to the window,
 * previous/next buttons and the arrow keys, and for each move its
 * heading, scoring breakdown, diagnostics and note; under the board the
 * list of all the game's findings, each a link to its move, and a "next
 * finding" button.  Findings about the whole game's result are shown at
 * its end (svg_diag_at).  Hex tooltips follow the position, and a
 * placement that was not applied is drawn ghosted at its cells.
 *
 * The SVG is drawn once, for the empty board (svg.c), so the page works
 * as a picture without scripts.  Every position is described in a JSON
 * block: the placement it applied, its scoring arrows, every side's
 * counters and its texts; the script redraws the board for position k by
 * applying the placements of positions 1..k.  The JSON is ASCII with
 * every HTML-significant character \u-escaped (show_put_json), so record
 * text can never close the <script> element.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/util.h"
#include "svg.h"

const char html_css[] =
	"body{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;margin:1em;"
	"color:#111;background:#fafafa}\n"
	"h1{font-size:1.3em;margin:0 0 .4em}\n"
	"#nav{margin:.6em 0}\n#nav button{font-size:1em;margin-right:.3em;"
	"padding:.2em .8em}\n#where{margin:0 .8em;font-weight:bold}\n"
	"#heading{font-size:1.05em;margin:.4em 0}\n"
	"#board svg{width:100%;height:auto;max-height:94vh;"
	"border:1px solid #ccc;background:#fff}\n"
	"#findings a{color:inherit}\n#findings li.here{font-weight:bold}\n"
	".diag{color:#a00000}\n";

/* The Ingenious page's own rules. */
static const char page_css[] =
	"#note{background:#fff8dc;padding:.4em;"
	"border-left:4px solid #d4b000;white-space:pre-wrap}\n"
	"#note:empty,#desc:empty{display:none}\n#desc{white-space:pre-wrap}\n";

/*
 * The script, in two halves (the first its helpers): reads the JSON,
 * remembers each cell's empty fill and tooltip, and draws position k on
 * demand.  Kept free of "</" so it cannot end its element.
 */
static const char page_js[] =
	"(function(){\n"
	"'use strict';\n"
	"var D=JSON.parse(document.getElementById('data').textContent);\n"
	"var NS='http://www.w3.org/2000/svg',R=D.r,k=0;\n"
	"function $(id){return document.getElementById(id);}\n"
	"var cells=[],empty=[],offs=[],tips=[],tip0=[];\n"
	"for(var i=0;i<D.names.length;i++){var e=$('cell-'+D.names[i]);"
	"cells.push(e);empty.push(e?e.getAttribute('fill'):null);"
	"offs.push($('off-'+D.names[i]));"
	"var t=e?e.parentNode.getElementsByTagName('title')[0]:null;"
	"tips.push(t);tip0.push(t?t.textContent:'');}\n"
	"function el(tag,a){var e=document.createElementNS(NS,tag);"
	"for(var n in a)e.setAttribute(n,a[n]);return e;}\n"
	"function clear(e){while(e.firstChild)e.removeChild(e.firstChild);}\n"
	"function hex(x,y,r){var p=[],c=[[.866025,.5],[0,1],[-.866025,.5],"
	"[-.866025,-.5],[0,-1],[.866025,-.5]];for(var i=0;i<6;i++)"
	"p.push((x+r*c[i][0]).toFixed(2)+','+(y+r*c[i][1]).toFixed(2));"
	"return p.join(' ');}\n"
	"function join(a,b){var A=D.xy[a],B=D.xy[b],mx=(A[0]+B[0])/2,"
	"my=(A[1]+B[1])/2,dx=B[0]-A[0],dy=B[1]-A[1],d=Math.sqrt(dx*dx+dy*dy),"
	"px=-dy/d*R/2,py=dx/d*R/2;return el('line',{x1:mx+px,y1:my+py,"
	"x2:mx-px,y2:my-py,stroke:'#ffffff','stroke-width':1.2});}\n"
	"function text(id,s){var e=$(id);if(e)e.textContent=s;}\n"
	"function mark(c,f){var m=$('mark-'+f).cloneNode(true);"
	"m.removeAttribute('id');m.setAttribute('transform','translate('+"
	"D.xy[c][0]+','+D.xy[c][1]+')');return m;}\n"
	"function list(id,v,cls){var e=$(id);clear(e);for(var i=0;i<v.length;"
	"i++){var li=document.createElement('li');li.textContent=v[i];"
	"if(cls)li.className=cls;e.appendChild(li);}}\n"
	;

/* The second half of the script: drawing position k, the controls. */
static const char page_js2[] =
	"function draw(n){\n"
	"k=Math.max(0,Math.min(D.pos.length-1,n));\n"
	"var i,j,P,g,last=null,pairs=[];\n"
	"for(i=0;i<cells.length;i++){if(cells[i])cells[i].setAttribute('fill',"
	"empty[i]);if(offs[i])offs[i].setAttribute('visibility','visible');"
	"if(tips[i])tips[i].textContent=tip0[i];}\n"
	"var M=$('marks');clear(M);\n"
	"for(j=1;j<=k;j++){P=D.pos[j].p;if(!P)continue;for(i=0;i<2;i++){"
	"var c=P[2*i],f=P[2*i+1];if(cells[c]){cells[c].setAttribute('fill',"
	"D.fill[f]);M.appendChild(mark(c,f));}"
	"if(tips[c])tips[c].textContent=D.names[c]+': '+D.cname[f]+' tile';"
	"if(offs[c])offs[c].setAttribute('visibility','hidden');}"
	"pairs.push([P[0],P[2]]);last=P;}\n"
	"g=$('ghost');clear(g);var G=D.pos[k].g;if(G){for(i=0;i<2;i++){"
	"var q=D.xy[G[2*i]],d=R*.45;g.appendChild(el('polygon',{points:"
	"hex(q[0],q[1],R-2),fill:D.fill[G[2*i+1]],'fill-opacity':.45,"
	"stroke:'#111','stroke-width':2,'stroke-dasharray':'4 3'}));"
	"g.appendChild(mark(G[2*i],G[2*i+1]));g.appendChild(el('path',{d:"
	"'M'+(q[0]-d)+','+(q[1]-d)+' L'+(q[0]+d)+','+(q[1]+d)+' M'+(q[0]-d)"
	"+','+(q[1]+d)+' L'+(q[0]+d)+','+(q[1]-d),stroke:'#a00000',"
	"'stroke-width':2.5}));}}\n"
	"g=$('joins');clear(g);for(i=0;i<pairs.length;i++)"
	"g.appendChild(join(pairs[i][0],pairs[i][1]));\n"
	"g=$('hl');clear(g);if(last){for(i=0;i<2;i++){var xy=D.xy[last[2*i]];"
	"g.appendChild(el('polygon',{points:hex(xy[0],xy[1],R-1.5),fill:'none',"
	"stroke:'#111','stroke-width':3}));}g.appendChild(join(last[0],"
	"last[2]));}\n"
	"g=$('arrows');clear(g);var A=D.pos[k].a;for(i=0;i<A.length;i++){"
	"var a=A[i],L={x1:a[0],y1:a[1],x2:a[2],y2:a[3]};"
	"L.stroke='#fff';L['stroke-width']=5;L['stroke-linecap']='round';"
	"g.appendChild(el('line',L));L=el('line',{x1:a[0],y1:a[1],x2:a[2],"
	"y2:a[3],stroke:'#111','stroke-width':2,'marker-end':'url(#tip)'});"
	"g.appendChild(L);g.appendChild(el('circle',{cx:a[4],cy:a[5],r:7,"
	"fill:'#fff',stroke:'#111'}));var t=el('text',{x:a[4],y:a[5]+3.5,"
	"'font-size':10,'font-weight':'bold','text-anchor':'middle'});"
	"t.textContent=a[6];g.appendChild(t);}\n"
	"var C=D.pos[k].c;for(i=0;i<C.length;i++)for(j=0;j<6;j++){"
	"var b=$('bar-'+i+'-'+j);if(b)b.setAttribute('width',"
	"(D.bar*Math.min(C[i][j],D.cap)/D.cap).toFixed(1));"
	"text('val-'+i+'-'+j,String(C[i][j]));}\n"
	"if(D.duel){var T=D.pos[k].t,K=D.pos[k].k;for(j=0;j<6;j++){"
	"var m=$('trk-'+j);if(m)m.setAttribute('cx',(D.trk0+"
	"(9-Math.max(-9,Math.min(9,T[j])))*10).toFixed(1));"
	"text('val-0-'+j,String(Math.abs(T[j])));for(i=0;i<2;i++){"
	"var s=$('tok-'+j+'-'+i);if(s)s.setAttribute('visibility',"
	"K[j]===i?'visible':'hidden');}}}\n"
	"text('where',(k?'Move '+k:'Start')+' of '+(D.pos.length-1));\n"
	"text('heading',D.pos[k].h);list('breakdown',D.pos[k].b,'');"
	"list('diags',D.pos[k].d,'diag');text('status',D.pos[k].s);"
	"text('note',D.pos[k].n);\n"
	"shown();}\n";

const char html_controls_js[] =
	"function nextdiag(){for(var i=1;i<D.pos.length;i++){"
	"var j=(k+i)%D.pos.length;if(D.pos[j].d.length)return j;}return -1;}\n"
	"function shown(){var i,L;\n"
	"$('prev').disabled=k===0;$('first').disabled=k===0;"
	"$('next').disabled=k===D.pos.length-1;"
	"$('last').disabled=k===D.pos.length-1;\n"
	"$('nextdiag').disabled=nextdiag()<0;\n"
	"L=$('findings').getElementsByTagName('li');for(i=0;i<L.length;i++)"
	"L[i].className=L[i].getAttribute('data-move')===String(k)?'here':'';\n"
	"document.body.setAttribute('data-move',String(k));\n"
	"try{history.replaceState(null,'','#'+k);}catch(e){}}\n"
	"$('first').onclick=function(){draw(0);};\n"
	"$('prev').onclick=function(){draw(k-1);};\n"
	"$('next').onclick=function(){draw(k+1);};\n"
	"$('last').onclick=function(){draw(D.pos.length-1);};\n"
	"$('nextdiag').onclick=function(){var j=nextdiag();if(j>=0)draw(j);};\n"
	"window.addEventListener('hashchange',function(){"
	"var n=parseInt(location.hash.slice(1),10);if(!isNaN(n)&&n!==k)draw(n);});\n"
	"document.addEventListener('keydown',function(e){"
	"if(e.key==='ArrowLeft'){draw(k-1);e.preventDefault();}"
	"else if(e.key==='ArrowRight'){draw(k+1);e.preventDefault();}"
	"else if(e.key==='Home'){draw(0);e.preventDefault();}"
	"else if(e.key==='End'){draw(D.pos.length-1);e.preventDefault();}});\n"
	"var h=parseInt((location.hash||'').slice(1),10);\n"
	"draw(isNaN(h)?D.start:h);\n"
	"})();\n";

/* A JSON array of strings. */
static void
json_strings(FILE *fp, char **v, size_t n)
{
	size_t	 i;

	fputc('[', fp);
	for (i = 0; i < n; i++) {
		if (i)
			fputc(',', fp);
		show_put_json(fp, v[i]);
	}
	fputc(']', fp);
}

void
html_json_diags(FILE *fp, const struct svg_diag_index *ix,
    const struct diags *d, size_t move)
{
	char			*s;
	size_t			 k;
	int			 n = 0;

	fputc('[', fp);
	/* The move's own findings, then those about the game's end. */
	for (k = move <= ix->last ? ix->first[move] : 0; move <= ix->last &&
	    k < ix->first[move + 1]; k++) {
		s = svg_diag_text(&d->v[ix->order[k]]);
		if (n++)
			fputc(',', fp);
		show_put_json(fp, s);
		free(s);
	}
	fputc(']', fp);
}

/* One position as a JSON object. */
static void
json_pos(FILE *fp, const struct show_pos *pos, const struct svg_diag_index *ix,
    const struct diags *d)
{
	const struct step	*s = pos->step;
	char			 buf[1024], *v[24];
	double			 a[10][6];
	size_t			 nv = 0, i;
	int			 side, c, n, len[10], g[4];

	fputs("{\"h\":", fp);
	show_put_json(fp, show_heading(pos, buf, sizeof(buf)));
	fputs(",\"p\":", fp);
	if (s != NULL && s->seat >= 0 && s->action == ACT_PLACE && s->applied)
		fprintf(fp, "[%d,%d,%d,%d]", s->place.a, s->place.tile.a % COLOURS,
		    s->place.b, s->place.tile.b % COLOURS);
	else
		fputs("null", fp);
	fputs(",\"g\":", fp);
	if (svg_ghost(s, g) == 0)
		fprintf(fp, "[%d,%d,%d,%d]", g[0], g[1], g[2], g[3]);
	else
		fputs("null", fp);
	fputs(",\"a\":[", fp);
	n = svg_arrows(s, a, len, 10);
	for (i = 0; i < (size_t)n; i++)
		fprintf(fp, "%s[%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%d]",
		    i ? "," : "", a[i][0], a[i][1], a[i][2], a[i][3], a[i][4],
		    a[i][5], len[i]);
	fputs("],\"b\":", fp);
	for (i = 0; nv < 24 && show_breakdown(pos, (int)i, buf, sizeof(buf));
	    i++)
		v[nv++] = xstrdup(buf);
	json_strings(fp, v, nv);
	for (i = 0; i < nv; i++)
		free(v[i]);
	fputs(",\"d\":", fp);
	html_json_diags(fp, ix, d, pos->move);
	fputs(",\"s\":", fp);
	show_put_json(fp, show_status(pos, buf, sizeof(buf)));
	fputs(",\"n\":", fp);
	show_put_json(fp, pos->entry && pos->entry->note ? pos->entry->note : "");
	fputs(",\"c\":[", fp);
	for (side = 0; side < show_sides(pos); side++) {
		fprintf(fp, "%s[", side ? "," : "");
		for (c = 0; c < COLOURS; c++)
			fprintf(fp, "%s%d", c ? "," : "", pos->score[side][c]);
		fputc(']', fp);
	}
	fputs("],\"t\":[", fp);
	for (c = 0; c < COLOURS; c++)
		fprintf(fp, "%s%d", c ? "," : "", pos->track[c]);
	fputs("],\"k\":[", fp);
	for (c = 0; c < COLOURS; c++)
		fprintf(fp, "%s%d", c ? "," : "", pos->token[c]);
	fputs("]}", fp);
}

void
html_findings(FILE *fp, const struct record *rec, const struct diags *d,
    size_t last)
{
	struct svg_diag_index	 ix;
	size_t			 n = d != NULL ? d->len : 0, i, k, at;
	char			*s;
	int			 end;

	fprintf(fp, "<h2>Findings: %zu</h2>\n<ol id=\"findings\">\n", n);
	svg_diag_index(&ix, rec, d, last);
	for (at = 0; at <= last && n > 0; at++)
		for (k = ix.first[at]; k < ix.first[at + 1]; k++) {
			i = ix.order[k];
			/* The move's own findings, then the game's. */
			end = d->v[i].move <= 0 && at > 0;
			fprintf(fp, "<li data-move=\"%zu\"><a href=\"#%zu\">",
			    at, at);
			if (end)
				fputs("End of the game", fp);
			else if (at == 0)
				fputs("Start", fp);
			else
				fprintf(fp, "Move %zu", at);
			fputs("</a>: ", fp);
			s = svg_diag_text(&d->v[i]);
			show_put_xml(fp, s);
			free(s);
			fputs("</li>\n", fp);
		}
	svg_diag_index_free(&ix);
	fputs("</ol>\n", fp);
}

static void
json_data(FILE *fp, const struct record *rec, const struct replay *rp,
    const struct diags *d, size_t start)
{
	struct svg_diag_index	 ix;
	struct show_pos		 pos;
	char			 nm[4];
	double			 x, y;
	int			 cell, c;

	show_pos_start(&pos, rec, rp);
	svg_diag_index(&ix, rec, d, rec->nmoves);
	fprintf(fp, "{\"start\":%zu,\"r\":%.1f,\"cap\":%d,\"bar\":%.1f,"
	    "\"duel\":%s,\"trk0\":%.1f,\"fill\":[", start, SVG_R,
	    show_cap(&pos), SVG_BAR,
	    rec->rules.variant == VARIANT_DUEL ? "true" : "false",
	    SVG_TRACK_X + 5.0);
	for (c = 0; c < COLOURS; c++)
		fprintf(fp, "%s\"%s\"", c ? "," : "", svg_fill[c]);
	fputs("],\"cname\":[", fp);
	for (c = 0; c < COLOURS; c++)
		fprintf(fp, "%s\"%s\"", c ? "," : "", colour_name(c));
	fputs("],\n\"names\":[", fp);
	for (cell = 0; cell < BOARD_CELLS; cell++)
		fprintf(fp, "%s\"%s\"", cell ? "," : "",
		    board_cell_name(cell, nm));
	fputs("],\n\"xy\":[", fp);
	for (cell = 0; cell < BOARD_CELLS; cell++) {
		svg_xy(cell, &x, &y);
		fprintf(fp, "%s[%.2f,%.2f]", cell ? "," : "", x, y);
	}
	fputs("],\n\"pos\":[\n", fp);
	json_pos(fp, &pos, &ix, d);
	while (show_pos_next(&pos) == 0) {
		if (pos.move == rec->nmoves && rp->nsteps == rec->nmoves)
			pos.g = &rp->g;
		fputs(",\n", fp);
		json_pos(fp, &pos, &ix, d);
	}
	svg_diag_index_free(&ix);
	fputs("]}", fp);
}

void
html_nav(FILE *fp)
{
	fputs("<div id=\"nav\"><button id=\"first\" type=\"button\" "
	    "title=\"Start (Home)\">&laquo; Start</button><button id=\"prev\" "
	    "type=\"button\" title=\"Previous (left arrow)\">&#x25C0; "
	    "Previous</button><span id=\"where\"></span><button id=\"next\" "
	    "type=\"button\" title=\"Next (right arrow)\">Next &#x25B6;"
	    "</button><button id=\"last\" type=\"button\" title=\"End (End)\">"
	    "End &raquo;</button><button id=\"nextdiag\" type=\"button\" "
	    "title=\"The next move with a finding\">Next finding &#x25B7;"
	    "</button></div>\n", fp);
}

int
show_html(FILE *fp, const struct record *rec, const struct replay *rp,
    const struct diags *d, size_t start)
{
	struct show_pos	 pos;
	char		 buf[1024];

	show_pos_start(&pos, rec, rp);
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
	    "content=\"width=device-width, initial-scale=1\">\n<title>", fp);
	show_put_xml(fp, show_title(&pos, buf, sizeof(buf)));
	fprintf(fp, "</title>\n<style>\n%s%s</style>\n</head>\n<body>\n<h1>",
	    html_css, page_css);
	show_put_xml(fp, buf);
	fputs("</h1>\n<p id=\"desc\">", fp);
	show_put_xml(fp, rec->description ? rec->description : "");
	fputs("</p>\n", fp);
	html_nav(fp);
	fputs("<div id=\"heading\">", fp);
	show_put_xml(fp, show_heading(&pos, buf, sizeof(buf)));
	fputs("</div>\n<div id=\"board\">\n", fp);
	svg_picture(fp, &pos, NULL, 0, 0);
	fputs("</div>\n<ul id=\"breakdown\"></ul>\n<ul id=\"diags\"></ul>\n"
	    "<p id=\"status\"></p>\n<p id=\"note\"></p>\n", fp);
	html_findings(fp, rec, d, rec->nmoves);
	fputs(
	    "<noscript><p>Stepping through the moves needs JavaScript; "
	    "this is the empty board.</p></noscript>\n"
	    "<script type=\"application/json\" id=\"data\">", fp);
	json_data(fp, rec, rp, d, start);
	fprintf(fp, "</script>\n<script>\n%s%s%s</script>\n</body>\n"
	    "</html>\n", page_js, page_js2, html_controls_js);
	return ferror(fp) ? -1 : 0;
}
