#include <fribidi.h>

// FriBidi's paragraph types are macros built from bit masks, which Swift does not import; these name them.
static const FriBidiParType DialFriBidiParagraphLTR = FRIBIDI_PAR_LTR;
static const FriBidiParType DialFriBidiParagraphRTL = FRIBIDI_PAR_RTL;
static const FriBidiParType DialFriBidiParagraphOn = FRIBIDI_PAR_ON;

// The character types a space between digit groups is resolved from and to.
static const FriBidiCharType DialFriBidiTypeEN = FRIBIDI_TYPE_EN;
static const FriBidiCharType DialFriBidiTypeAN = FRIBIDI_TYPE_AN;
static const FriBidiCharType DialFriBidiTypeCS = FRIBIDI_TYPE_CS;
