#ifndef GLISS_CICU_SHIM_H
#define GLISS_CICU_SHIM_H
// ICU's plural rules (CLDR): which plural category ("one", "few", "many", "other", …) a number
// takes in a language. Only GlissCore's Localization imports this module.
//
// Only <unicode/uvernum.h> (macros, no types) is included: Foundation brings its own copy of
// ICU's headers (module _FoundationICU), and Clang refuses two definitions of `UErrorCode` & co
// in one Swift module, so the three calls are declared here with plain C types (`UErrorCode`
// is an int-sized enum, `UChar` a 16-bit unit). ICU renames every entry point by version
// (`uplrules_open_72`); U_ICU_ENTRY_POINT_RENAME gives the installed version's names, and the
// inline wrappers one name Swift can call.
#include <stdint.h>
#include <unicode/uvernum.h>

void *U_ICU_ENTRY_POINT_RENAME(uplrules_open)(const char *locale, int *status);
int32_t U_ICU_ENTRY_POINT_RENAME(uplrules_select)(const void *rules, double number, uint16_t *keyword,
                                                  int32_t capacity, int *status);
void U_ICU_ENTRY_POINT_RENAME(uplrules_close)(void *rules);

/// The rules of `locale` (`"fr"`, `"pt_BR"`), or NULL when ICU cannot open them.
static inline void *gliss_plural_rules_open(const char *locale) {
    int status = 0;
    void *rules = U_ICU_ENTRY_POINT_RENAME(uplrules_open)(locale, &status);
    if (status > 0) {   // U_FAILURE
        if (rules) U_ICU_ENTRY_POINT_RENAME(uplrules_close)(rules);
        return 0;
    }
    return rules;
}

/// Writes `number`'s category into `keyword` (UTF-16, not terminated); returns its length, or
/// 0 on failure.
static inline int32_t gliss_plural_rules_select(const void *rules, double number, uint16_t *keyword, int32_t capacity) {
    int status = 0;
    int32_t n = U_ICU_ENTRY_POINT_RENAME(uplrules_select)(rules, number, keyword, capacity, &status);
    return status > 0 ? 0 : n;
}

/// Frees what gliss_plural_rules_open returned.
static inline void gliss_plural_rules_close(void *rules) { U_ICU_ENTRY_POINT_RENAME(uplrules_close)(rules); }
#endif
