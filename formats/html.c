/*
 * The stepping HTML page of one game: a self-contained page (no external
 * resources) with the board as inline SVG, previous/next buttons and the
 * arrow keys, and for each move its heading, scoring breakdown,
 * diagnostics and note.
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

static const char page_css[] =
	"body{font-family:'DejaVu Sans',Verdana,Arial,sans-serif;margin:1em;"
	"color:#111;background:#fafafa}\n"
	"h1{font-size:1.3em;margin:0 0 .4em}\n"
	"#nav{margin:.6em 0}\n#nav button{font-size:1em;margin-right:.3em;"
	"padding:.2em .8em}\n#where{margin:0 .8em;font-weight:bold}\n"
	"#heading{font-size:1.05em;margin:.4em 0}\n"
	"#board svg{max-width:100%;height:auto;border:1px solid #ccc;"
	"background:#fff}\n"
	".diag{color:#a00000}\n#note{background:#fff8dc;padding:.4em;"
	"border-left:4px solid #d4b000;white-space:pre-wrap}\n"
	"#note:empty,#desc:empty{display:none}\n#desc{white-space:pre-wrap}\n";

/*
 * The script: reads the JSON, remembers each cell's empty fill, and draws
 * position k on demand.  Kept free of "</" so it cannot end its element.
 */
static const char page_js[] =
	"(function(){\n"
	"'use strict';\n"
	"var D=JSON.parse(document.getElementById('data').textContent);\n"
	"var NS='http://www.w3.org/2000/svg',R=D.r,k=0;\n"
	"function $(id){return document.getElementById(id);}\n"
	"var cells=[],empty=[],offs=[];\n"
	"for(var i=0;i<D.names.length;i++){var e=$('cell-'+D.names[i]);"
	"cells.push(e);empty.push(e?e.getAttribute('fill'):null);"
	"offs.push($('off-'+D.names[i]));}\n"
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
	"function list(id,v,cls){var e=$(id);clear(e);for(var i=0;i<v.length;"
	"i++){var li=document.createElement('li');li.textContent=v[i];"
	"if(cls)li.className=cls;e.appendChild(li);}}\n"
	"function draw(n){\n"
	"k=Math.max(0,Math.min(D.pos.length-1,n));\n"
	"var i,j,P,last=null,pairs=[];\n"
	"for(i=0;i<cells.length;i++){if(cells[i])cells[i].setAttribute('fill',"
	"empty[i]);if(offs[i])offs[i].setAttribute('visibility','visible');}\n"
	"for(j=1;j<=k;j++){P=D.pos[j].p;if(!P)continue;for(i=0;i<2;i++){"
	"var c=P[2*i];if(cells[c])cells[c].setAttribute('fill',D.fill[P[2*i+1]]);"
	"if(offs[c])offs[c].setAttribute('visibility','hidden');}"
	"pairs.push([P[0],P[2]]);last=P;}\n"
	"var g=$('joins');clear(g);for(i=0;i<pairs.length;i++)"
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
	"$('prev').disabled=k===0;$('first').disabled=k===0;"
	"$('next').disabled=k===D.pos.length-1;"
	"$('last').disabled=k===D.pos.length-1;\n"
	"document.body.setAttribute('data-move',String(k));\n"
	"try{history.replaceState(null,'','#'+k);}catch(e){}}\n"
	"$('first').onclick=function(){draw(0);};\n"
	"$('prev').onclick=function(){draw(k-1);};\n"
	"$('next').onclick=function(){draw(k+1);};\n"
	"$('last').onclick=function(){draw(D.pos.length-1);};\n"
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

/* The diagnostics of entry `move` as "error: message [code]" lines. */
static void
json_diags(FILE *fp, const struct diags *d, size_t move)
{
	const struct diag_info	*info;
	char			*s;
	size_t			 i;
	int			 n = 0;

	fputc('[', fp);
	for (i = 0; d != NULL && i < d->len; i++) {
		if (d->v[i].move < 0 || (size_t)d->v[i].move != move)
			continue;
		info = diag_info(d->v[i].code);
		s = xasprintf("%s: %s [%s]", diag_severity_name(info->sev),
		    d->v[i].msg ? d->v[i].msg : "", info->name);
		if (n++)
			fputc(',', fp);
		show_put_json(fp, s);
		free(s);
	}
	fputc(']', fp);
}

/* One position as a JSON object. */
static void
json_pos(FILE *fp, const struct show_pos *pos, const struct diags *d)
{
	const struct step	*s = pos->step;
	char			 buf[1024], *v[24];
	double			 a[6];
	size_t			 nv = 0, i;
	int			 side, c, first = 1;

	fputs("{\"h\":", fp);
	show_put_json(fp, show_heading(pos, buf, sizeof(buf)));
	fputs(",\"p\":", fp);
	if (s != NULL && s->seat >= 0 && s->action == ACT_PLACE && s->applied)
		fprintf(fp, "[%d,%d,%d,%d]", s->place.a, s->place.tile.a % COLOURS,
		    s->place.b, s->place.tile.b % COLOURS);
	else
		fputs("null", fp);
	fputs(",\"a\":[", fp);
	for (i = 0; s != NULL && s->seat >= 0 && s->action == ACT_PLACE &&
	    s->applied && i < (size_t)s->bd.nlines && i < 10; i++) {
		if (svg_arrow(&s->place, &s->bd.lines[i], a) != 0)
			continue;
		fprintf(fp, "%s[%.2f,%.2f,%.2f,%.2f,%.2f,%.2f,%d]",
		    first ? "" : ",", a[0], a[1], a[2], a[3], a[4], a[5],
		    s->bd.lines[i].len);
		first = 0;
	}
	fputs("],\"b\":", fp);
	for (i = 0; nv < 24 && show_breakdown(pos, (int)i, buf, sizeof(buf));
	    i++)
		v[nv++] = xstrdup(buf);
	json_strings(fp, v, nv);
	for (i = 0; i < nv; i++)
		free(v[i]);
	fputs(",\"d\":", fp);
	json_diags(fp, d, pos->move);
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

static void
json_data(FILE *fp, const struct record *rec, const struct replay *rp,
    const struct diags *d, size_t start)
{
	struct show_pos	 pos;
	char		 nm[4];
	double		 x, y;
	int		 cell, c;

	show_pos_start(&pos, rec, rp);
	fprintf(fp, "{\"start\":%zu,\"r\":%.1f,\"cap\":%d,\"bar\":%.1f,"
	    "\"duel\":%s,\"trk0\":%.1f,\"fill\":[", start, SVG_R,
	    show_cap(&pos), SVG_BAR,
	    rec->rules.variant == VARIANT_DUEL ? "true" : "false",
	    SVG_TRACK_X + 5.0);
	for (c = 0; c < COLOURS; c++)
		fprintf(fp, "%s\"%s\"", c ? "," : "", svg_fill[c]);
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
	json_pos(fp, &pos, d);
	while (show_pos_next(&pos) == 0) {
		if (pos.move == rec->nmoves && rp->nsteps == rec->nmoves)
			pos.g = &rp->g;
		fputs(",\n", fp);
		json_pos(fp, &pos, d);
	}
	fputs("]}", fp);
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
	fprintf(fp, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>",
	    page_css);
	show_put_xml(fp, buf);
	fputs("</h1>\n<p id=\"desc\">", fp);
	show_put_xml(fp, rec->description ? rec->description : "");
	fputs("</p>\n<div id=\"nav\"><button id=\"first\" type=\"button\" "
	    "title=\"Start (Home)\">&laquo; Start</button><button id=\"prev\" "
	    "type=\"button\" title=\"Previous (left arrow)\">&#x25C0; "
	    "Previous</button><span id=\"where\"></span><button id=\"next\" "
	    "type=\"button\" title=\"Next (right arrow)\">Next &#x25B6;"
	    "</button><button id=\"last\" type=\"button\" title=\"End (End)\">"
	    "End &raquo;</button></div>\n<div id=\"heading\">", fp);
	show_put_xml(fp, show_heading(&pos, buf, sizeof(buf)));
	fputs("</div>\n<div id=\"board\">\n", fp);
	svg_picture(fp, &pos, 0, 0);
	fputs("</div>\n<ul id=\"breakdown\"></ul>\n<ul id=\"diags\"></ul>\n"
	    "<p id=\"status\"></p>\n<p id=\"note\"></p>\n"
	    "<noscript><p>Stepping through the moves needs JavaScript; "
	    "this is the empty board.</p></noscript>\n"
	    "<script type=\"application/json\" id=\"data\">", fp);
	json_data(fp, rec, rp, d, start);
	fprintf(fp, "</script>\n<script>\n%s</script>\n</body>\n</html>\n",
	    page_js);
	return ferror(fp) ? -1 : 0;
}
