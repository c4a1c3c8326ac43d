// Deterministic primality of 32-bit unsigned integers, for the twentieth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "primality"): prime[i] is 1 when
// value[i] is prime and 0 otherwise, by the strong probable-prime test to the bases 2, 7
// and 61 (exact below 4759123141). A block of block_size_x threads takes
// block_size_x * items values (their number a multiple of it), a thread items of them
// block_size_x apart. mulmod=0 reduces each 64-bit product by a 64-bit remainder; mulmod=1
// works in Montgomery form (R = 2^32, one 64-bit remainder a base to enter it); mulmod=2
// estimates the quotient in double precision from the modulus's reciprocal and corrects
// the remainder. sieve=1 first divides by the odd primes up to 53 (most composites end
// there); sieve=0 goes to the test at once for every odd value.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef mulmod
#define mulmod 1
#endif
#ifndef sieve
#define sieve 1
#endif

// a * b modulo n (a, b < n; in Montgomery form for mulmod=1: a * b / 2^32 modulo n)
__device__ __forceinline__ unsigned int mul_mod(unsigned int a, unsigned int b,
                                                unsigned int n, unsigned int n_neg_inverse,
                                                double n_reciprocal)
{
    unsigned long long product = (unsigned long long)a * b;
#if mulmod == 1
    unsigned int m = (unsigned int)product * n_neg_inverse;
    unsigned long long sum = product + (unsigned long long)m * n;
    unsigned long long carry = sum < product ? 1ull : 0ull;
    unsigned long long reduced = (sum >> 32) | (carry << 32);
    if (reduced >= n)
        reduced -= n;
    return (unsigned int)reduced;
#elif mulmod == 2
    unsigned long long quotient =
        (unsigned long long)((double)a * (double)b * n_reciprocal);
    long long rest = (long long)(product - quotient * n);
    while (rest < 0)
        rest += n;
    while (rest >= (long long)n)
        rest -= n;
    return (unsigned int)rest;
#else
    return (unsigned int)(product % n);
#endif
}

// whether odd n > 2 is a strong probable prime to base (base % n != 0); n - 1 = odd * 2^twos
__device__ __forceinline__ bool strong_probable_prime(unsigned int n, unsigned int base,
                                                      unsigned int odd, int twos,
                                                      unsigned int n_neg_inverse,
                                                      double n_reciprocal)
{
#if mulmod == 1
    unsigned int one = (unsigned int)((1ull << 32) % n);
    unsigned int x = (unsigned int)(((unsigned long long)base << 32) % n);
#else
    unsigned int one = 1u;
    unsigned int x = base;
#endif
    unsigned int minus_one = n - one;
    unsigned int power = x;
    for (int b = 30 - __clz(odd); b >= 0; b--) {
        power = mul_mod(power, power, n, n_neg_inverse, n_reciprocal);
        if ((odd >> b) & 1u)
            power = mul_mod(power, x, n, n_neg_inverse, n_reciprocal);
    }
    if (power == one || power == minus_one)
        return true;
    for (int k = 1; k < twos; k++) {
        power = mul_mod(power, power, n, n_neg_inverse, n_reciprocal);
        if (power == minus_one)
            return true;
    }
    return false;
}

// 1 when n is prime, else 0
__device__ __forceinline__ unsigned int is_prime(unsigned int n)
{
    if (n < 2u)
        return 0u;
    if ((n & 1u) == 0u)
        return n == 2u ? 1u : 0u;
#if sieve == 1
    const unsigned int small[15] = {3u, 5u, 7u, 11u, 13u, 17u, 19u, 23u, 29u, 31u, 37u, 41u,
                                    43u, 47u, 53u};
#pragma unroll
    for (int k = 0; k < 15; k++) {
        if (n % small[k] == 0u)
            return n == small[k] ? 1u : 0u;
    }
#endif
    if (n == 3u)
        return 1u;
    unsigned int inverse = n;
#pragma unroll
    for (int k = 0; k < 4; k++)
        inverse *= 2u - n * inverse;
    unsigned int n_neg_inverse = 0u - inverse;
    double n_reciprocal = 1.0 / (double)n;
    unsigned int odd = n - 1u;
    int twos = __ffs((int)odd) - 1;
    odd >>= twos;
    const unsigned int bases[3] = {2u, 7u, 61u};
#pragma unroll
    for (int k = 0; k < 3; k++) {
        unsigned int base = bases[k] % n;
        if (base != 0u &&
            !strong_probable_prime(n, base, odd, twos, n_neg_inverse, n_reciprocal))
            return 0u;
    }
    return 1u;
}

__global__ void primality(unsigned int *prime, const unsigned int *value)
{
    size_t first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int q = 0; q < items; q++) {
        size_t i = first + (size_t)q * block_size_x + threadIdx.x;
        prime[i] = is_prime(value[i]);
    }
}
