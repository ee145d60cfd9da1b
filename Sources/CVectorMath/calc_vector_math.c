#include "calc_vector_math.h"

#if defined(__x86_64__)

#include <immintrin.h>
#include <sleef.h>

/* sleef.h declares its four-lane functions only to code compiled for AVX. This file is
 * compiled for the x86-64 baseline (SSE2), so that Cerebrum runs on any x86-64
 * processor; the AVX2 functions are declared here and called only where the processor
 * has AVX2 and FMA, checked once at run time. */
#define DECLARE_AVX2(name) __attribute__((target("avx2,fma"))) __m256d Sleef_##name##d4_u10avx2(__m256d);
DECLARE_AVX2(sin)
DECLARE_AVX2(cos)
DECLARE_AVX2(tan)
DECLARE_AVX2(asin)
DECLARE_AVX2(acos)
DECLARE_AVX2(atan)
DECLARE_AVX2(log)
DECLARE_AVX2(log10)
DECLARE_AVX2(exp)
DECLARE_AVX2(cbrt)

/* Read from the processor's features, which the C runtime finds before main: two loads,
 * and safe from the sampler's threads at once. */
static int has_avx2(void)
{
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}

/* Four lanes at a time with AVX2, two with SSE2 (SLEEF's dispatcher picks SSE4.1 where
 * there is one); the last lanes are padded to a whole vector, so that a value
 * does not depend on its place in the array. */
__attribute__((target("avx2,fma"))) static __m256i first_lanes(size_t count)
{
    return _mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)count), _mm256_setr_epi64x(0, 1, 2, 3));
}

#define VECTOR_FUNCTION(name)                                                            \
    __attribute__((target("avx2,fma"))) static void name##_avx2(const double *in,        \
                                                                 double *out, size_t n)   \
    {                                                                                    \
        size_t i = 0;                                                                    \
        for (; i + 4 <= n; i += 4)                                                       \
            _mm256_storeu_pd(out + i, Sleef_##name##d4_u10avx2(_mm256_loadu_pd(in + i))); \
        if (i < n) {                                                                     \
            __m256i mask = first_lanes(n - i);                                           \
            __m256d x = _mm256_maskload_pd(in + i, mask);                                \
            _mm256_maskstore_pd(out + i, mask, Sleef_##name##d4_u10avx2(x));             \
        }                                                                                \
    }                                                                                    \
    static void name##_sse2(const double *in, double *out, size_t n)                   \
    {                                                                                  \
        size_t i = 0;                                                                  \
        for (; i + 2 <= n; i += 2)                                                     \
            _mm_storeu_pd(out + i, Sleef_##name##d2_u10(_mm_loadu_pd(in + i)));         \
        if (i < n)                                                                     \
            out[i] = _mm_cvtsd_f64(Sleef_##name##d2_u10(_mm_set1_pd(in[i])));          \
    }                                                                                  \
    void calc_vector_##name(const double *in, double *out, size_t n)                   \
    {                                                                                  \
        if (has_avx2())                                                                \
            name##_avx2(in, out, n);                                                   \
        else                                                                           \
            name##_sse2(in, out, n);                                                   \
    }

#else

#include <math.h>

/* Elsewhere the C library's functions, one value at a time. */
#define VECTOR_FUNCTION(name)                                        \
    void calc_vector_##name(const double *in, double *out, size_t n) \
    {                                                                \
        for (size_t i = 0; i < n; i++)                               \
            out[i] = name(in[i]);                                    \
    }

#endif

VECTOR_FUNCTION(sin)
VECTOR_FUNCTION(cos)
VECTOR_FUNCTION(tan)
VECTOR_FUNCTION(asin)
VECTOR_FUNCTION(acos)
VECTOR_FUNCTION(atan)
VECTOR_FUNCTION(log)
VECTOR_FUNCTION(log10)
VECTOR_FUNCTION(exp)
VECTOR_FUNCTION(cbrt)
