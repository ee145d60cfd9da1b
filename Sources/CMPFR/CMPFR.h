// GNU MPFR (correctly rounded arbitrary-precision floating point) and MPFI (interval
// arithmetic on top of it), for the brain's inexact values.
#include <gmp.h>
#include <mpfr.h>
#include <mpfi.h>

// GMP spells its functions as macros (mpz_init is __gmpz_init), which Swift does not
// import: these wrappers give Swift plain names.

/// Sets `z` to the integer whose magnitude is `count` 64-bit words, least significant
/// first, negated when `negative`.
static inline void cmpfr_z_set_words(mpz_ptr z, const unsigned long *words, size_t count, int negative) {
    mpz_import(z, count, -1, sizeof(unsigned long), 0, 0, words);
    if (negative) mpz_neg(z, z);
}

/// The number of 64-bit words of |z|.
static inline size_t cmpfr_z_word_count(mpz_srcptr z) {
    return (mpz_sizeinbase(z, 2) + 63) / 64;
}

/// Writes |z| to `words` (room for cmpfr_z_word_count(z)), least significant first.
static inline void cmpfr_z_get_words(mpz_srcptr z, unsigned long *words) {
    mpz_export(words, NULL, -1, sizeof(unsigned long), 0, 0, z);
}

static inline void cmpfr_z_init(mpz_ptr z) { mpz_init(z); }
static inline void cmpfr_z_clear(mpz_ptr z) { mpz_clear(z); }
static inline int cmpfr_z_sgn(mpz_srcptr z) { return mpz_sgn(z); }
static inline void cmpfr_z_set_si(mpz_ptr z, long v) { mpz_set_si(z, v); }
static inline void cmpfr_z_ui_pow_ui(mpz_ptr z, unsigned long b, unsigned long e) { mpz_ui_pow_ui(z, b, e); }
static inline void cmpfr_z_gcd(mpz_ptr g, mpz_srcptr a, mpz_srcptr b) { mpz_gcd(g, a, b); }

static inline void cmpfr_q_init(mpq_ptr q) { mpq_init(q); }
static inline void cmpfr_q_clear(mpq_ptr q) { mpq_clear(q); }
static inline mpz_ptr cmpfr_q_num(mpq_ptr q) { return mpq_numref(q); }
static inline mpz_ptr cmpfr_q_den(mpq_ptr q) { return mpq_denref(q); }
static inline void cmpfr_q_canonicalize(mpq_ptr q) { mpq_canonicalize(q); }
static inline void cmpfr_q_add(mpq_ptr sum, mpq_srcptr a, mpq_srcptr b) { mpq_add(sum, a, b); }
static inline void cmpfr_q_mul(mpq_ptr product, mpq_srcptr a, mpq_srcptr b) { mpq_mul(product, a, b); }

/// Where the interval lies against 0: 1 all above, -1 all below, 0 holding it, 2 not a
/// number (an endpoint is NaN).
static inline int cmpfr_i_sign(mpfi_srcptr x) {
    if (mpfr_nan_p(&x->left) || mpfr_nan_p(&x->right)) return 2;
    if (mpfr_sgn(&x->left) > 0) return 1;
    if (mpfr_sgn(&x->right) < 0) return -1;
    return 0;
}

/// The left (lower) endpoint.
static inline mpfr_ptr cmpfr_i_left(mpfi_ptr x) { return &x->left; }

/// The right (upper) endpoint.
static inline mpfr_ptr cmpfr_i_right(mpfi_ptr x) { return &x->right; }

/// True when both endpoints are finite numbers.
static inline int cmpfr_i_bounded(mpfi_srcptr x) {
    return mpfr_number_p(&x->left) && mpfr_number_p(&x->right);
}

/// True when both endpoints are zero.
static inline int cmpfr_i_is_zero(mpfi_srcptr x) {
    return mpfr_zero_p(&x->left) && mpfr_zero_p(&x->right);
}

/// The functions `cmpfr_i_point` evaluates.
typedef enum {
    CMPFR_SIN, CMPFR_COS, CMPFR_TAN, CMPFR_EXP, CMPFR_LOG, CMPFR_LOG10, CMPFR_ATAN
} cmpfr_function;

/// `f(x)` into `out` (which may be `x`) when `x` is a single number: one evaluation
/// rounded down and the next number up when it is inexact, the interval MPFI would give
/// from an evaluation at each end, at half the cost (an exact argument, `sin(10^1000)`,
/// enters as a single number). Returns 0, doing nothing, when `x` is not a single finite
/// number. A zero end is signed as MPFI signs it (left +0, right −0), which its division
/// and inverse read: 1 ÷ [+0, −0] is [−∞, +∞], 1 ÷ [+0, +0] would be [+∞, +∞].
static inline int cmpfr_i_point(mpfi_ptr out, mpfi_srcptr x, cmpfr_function function) {
    if (!mpfr_number_p(&x->left) || !mpfr_equal_p(&x->left, &x->right)) return 0;
    mpfr_t y;
    mpfr_init2(y, mpfr_get_prec(&out->left));
    int inexact;
    switch (function) {
    case CMPFR_SIN: inexact = mpfr_sin(y, &x->left, MPFR_RNDD); break;
    case CMPFR_COS: inexact = mpfr_cos(y, &x->left, MPFR_RNDD); break;
    case CMPFR_TAN: inexact = mpfr_tan(y, &x->left, MPFR_RNDD); break;
    case CMPFR_EXP: inexact = mpfr_exp(y, &x->left, MPFR_RNDD); break;
    case CMPFR_LOG: inexact = mpfr_log(y, &x->left, MPFR_RNDD); break;
    case CMPFR_LOG10: inexact = mpfr_log10(y, &x->left, MPFR_RNDD); break;
    case CMPFR_ATAN: inexact = mpfr_atan(y, &x->left, MPFR_RNDD); break;
    default: mpfr_clear(y); return 0;
    }
    mpfr_set(&out->left, y, MPFR_RNDD);
    mpfr_set(&out->right, y, MPFR_RNDU);
    if (inexact != 0) mpfr_nextabove(&out->right);
    if (mpfr_zero_p(&out->left)) mpfr_setsign(&out->left, &out->left, 0, MPFR_RNDD);
    if (mpfr_zero_p(&out->right)) mpfr_setsign(&out->right, &out->right, 1, MPFR_RNDU);
    mpfr_clear(y);
    return 1;
}
