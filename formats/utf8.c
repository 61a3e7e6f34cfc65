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

int
utf8_cp_width(uint32_t cp)
{
	static const uint32_t	 zero[][2] = {
		{ 0x0300, 0x036f }, { 0x0483, 0x0489 }, { 0x0591, 0x05bd },
		{ 0x0610, 0x061a }, { 0x064b, 0x065f }, { 0x1ab0, 0x1aff },
		{ 0x1dc0, 0x1dff }, { 0x200b, 0x200d }, { 0x20d0, 0x20ff },
		{ 0xfe00, 0xfe0f }, { 0xfe20, 0xfe2f }, { 0xfeff, 0xfeff }
	};
	static const uint32_t	 wide[][2] = {
		{ 0x1100, 0x115f }, { 0x2e80, 0x303e }, { 0x3041, 0x33ff },
		{ 0x3400, 0x4dbf }, { 0x4e00, 0x9fff }, { 0xa000, 0xa4cf },
		{ 0xac00, 0xd7a3 }, { 0xf900, 0xfaff }, { 0xfe30, 0xfe4f },
		{ 0xff00, 0xff60 }, { 0xffe0, 0xffe6 }, { 0x1f300, 0x1f64f },
		{ 0x1f900, 0x1f9ff }, { 0x20000, 0x2fffd }, { 0x30000, 0x3fffd }
	};
	size_t	 i;

	if (cp < 0x300)
		return 1;
	for (i = 0; i < sizeof(zero) / sizeof(zero[0]); i++)
		if (cp >= zero[i][0] && cp <= zero[i][1])
			return 0;
	for (i = 0; i < sizeof(wide) / sizeof(wide[0]); i++)
		if (cp >= wide[i][0] && cp <= wide[i][1])
			return 2;
	return 1;
}

size_t
utf8_decode_n(const unsigned char *s, size_t avail, uint32_t *cp)
{
	unsigned char	 tmp[5] = { 0 };
	size_t		 i;

	if (avail >= 4)
		return utf8_decode(s, cp);
	/* Fewer than four bytes left: a NUL-terminated copy cuts it short. */
	for (i = 0; i < avail; i++)
		tmp[i] = s[i];
	return utf8_decode(tmp, cp);
}

size_t
utf8_span_width(const char *p, size_t len)
{
	const unsigned char	*s = (const unsigned char *)p;
	uint32_t		 cp;
	size_t			 i = 0, n = 0;

	while (i < len) {
		i += utf8_decode_n(s + i, len - i, &cp);
		n += (size_t)utf8_cp_width(cp);
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
		n += (size_t)utf8_cp_width(cp);
	}
	return n;
}
