#include "CICU.h"
#include <unicode/upluralrules.h>

void *gliss_plural_rules_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) {
        if (rules) uplrules_close(rules);
        return NULL;
    }
    return rules;
}

int32_t gliss_plural_rules_select(const void *rules, double number, uint16_t *keyword, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t n = uplrules_select((const UPluralRules *)rules, number, (UChar *)keyword, capacity, &status);
    return U_FAILURE(status) ? 0 : n;
}

void gliss_plural_rules_close(void *rules) { uplrules_close((UPluralRules *)rules); }
