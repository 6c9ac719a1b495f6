#ifndef GLISS_CICU_H
#define GLISS_CICU_H
// ICU's plural rules (CLDR): which plural category ("one", "few", "many", "other", …) a number
// takes in a language. Only GlissCore's Localization imports this module.
//
// A C target rather than a system-library module over <unicode/upluralrules.h>: Foundation
// brings its own copy of ICU's headers (module _FoundationICU), and Clang refuses the two
// definitions of `UErrorCode` & co in one Swift module. Here ICU's headers stay in plurals.c
// and the calls take plain C types. (ICU also renames every entry point by version —
// `uplrules_open_72` — through macros Swift could not call.)
#include <stdint.h>

/// The rules of `locale` (`"fr"`, `"pt_BR"`), or NULL when ICU cannot open them.
void *gliss_plural_rules_open(const char *locale);
/// Writes `number`'s category into `keyword` (UTF-16, not terminated); returns its length, or
/// 0 on failure.
int32_t gliss_plural_rules_select(const void *rules, double number, uint16_t *keyword, int32_t capacity);
/// Frees what gliss_plural_rules_open returned.
void gliss_plural_rules_close(void *rules);
#endif
