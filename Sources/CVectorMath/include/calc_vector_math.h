#ifndef CALC_VECTOR_MATH_H
#define CALC_VECTOR_MATH_H

#include <stddef.h>

/* The elementary functions over arrays of doubles, for the graph's sampler, which
 * evaluates a function at many points at once (Sources/Graphing). Each writes
 * out[i] = f(in[i]) for i < n, within 1 ulp (SLEEF's "u10" functions); in and out may be
 * the same array. A value does not depend on where in the array it is, nor on n: a point
 * evaluated alone gets the same value as in a batch. */

void calc_vector_sin(const double *in, double *out, size_t n);
void calc_vector_cos(const double *in, double *out, size_t n);
void calc_vector_tan(const double *in, double *out, size_t n);
void calc_vector_asin(const double *in, double *out, size_t n);
void calc_vector_acos(const double *in, double *out, size_t n);
void calc_vector_atan(const double *in, double *out, size_t n);
void calc_vector_log(const double *in, double *out, size_t n);
void calc_vector_log10(const double *in, double *out, size_t n);
void calc_vector_exp(const double *in, double *out, size_t n);
void calc_vector_cbrt(const double *in, double *out, size_t n);

#endif
