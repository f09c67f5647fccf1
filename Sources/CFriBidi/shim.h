#include <fribidi.h>

// FriBidi's paragraph types are macros built from bit masks, which Swift does not import; these name them.
static const FriBidiParType DialFriBidiParagraphLTR = FRIBIDI_PAR_LTR;
static const FriBidiParType DialFriBidiParagraphRTL = FRIBIDI_PAR_RTL;
static const FriBidiParType DialFriBidiParagraphOn = FRIBIDI_PAR_ON;

// The character types a space between digit groups is resolved from and to.
static const FriBidiCharType DialFriBidiTypeEN = FRIBIDI_TYPE_EN;
static const FriBidiCharType DialFriBidiTypeAN = FRIBIDI_TYPE_AN;
static const FriBidiCharType DialFriBidiTypeCS = FRIBIDI_TYPE_CS;

// The character types a class newer than FriBidi's data is corrected to (`BidiClassCorrections`).
static const FriBidiCharType DialFriBidiTypeL = FRIBIDI_TYPE_LTR;
static const FriBidiCharType DialFriBidiTypeR = FRIBIDI_TYPE_RTL;
static const FriBidiCharType DialFriBidiTypeAL = FRIBIDI_TYPE_AL;
static const FriBidiCharType DialFriBidiTypeET = FRIBIDI_TYPE_ET;
static const FriBidiCharType DialFriBidiTypeON = FRIBIDI_TYPE_ON;
static const FriBidiCharType DialFriBidiTypeNSM = FRIBIDI_TYPE_NSM;

// The Unicode version of FriBidi's character data: a mutable global to Swift, read through a function.
static inline const char *DialFriBidiUnicodeVersion(void) { return fribidi_unicode_version; }
