/*
 * UTF-8 for the writers (utf8.h).
 */
#include "utf8.h"

size_t
utf8_len(const unsigned char *s)
{
	uint32_t	 v, min;
	size_t		 n, i;

	if (s[0] < 0x80)
		return 1;
	if ((s[0] & 0xe0) == 0xc0) {
		n = 2;
		v = s[0] & 0x1f;
		min = 0x80;
	} else if ((s[0] & 0xf0) == 0xe0) {
		n = 3;
		v = s[0] & 0x0f;
		min = 0x800;
	} else if ((s[0] & 0xf8) == 0xf0) {
		n = 4;
		v = s[0] & 0x07;
		min = 0x10000;
	} else
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		v = (v << 6) | (s[i] & 0x3f);
	}
	if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
		return 0;
	return n;
}

size_t
utf8_decode(const unsigned char *s, uint32_t *cp)
{
	size_t	 n = utf8_len(s), i;

	if (n == 0) {
		*cp = UTF8_REPLACEMENT;
		return 1;
	}
	if (n == 1) {
		*cp = s[0];
		return 1;
	}
	*cp = s[0] & (0x7f >> n);
	for (i = 1; i < n; i++)
		*cp = (*cp << 6) | (s[i] & 0x3f);
	return n;
}

size_t
utf8_span_width(const char *p, size_t len)
{
	const unsigned char	*s = (const unsigned char *)p;
	size_t			 i = 0, n = 0, k;

	while (i < len) {
		k = utf8_len(s + i);
		i += k == 0 || i + k > len ? 1 : k;
		n++;
	}
	return n;
}

size_t
utf8_width(const char *s)
{
	size_t	 n = 0;
	uint32_t cp;
	const unsigned char *p = (const unsigned char *)(s != NULL ? s : "");

	while (*p != '\0') {
		p += utf8_decode(p, &cp);
		n++;
	}
	return n;
}
