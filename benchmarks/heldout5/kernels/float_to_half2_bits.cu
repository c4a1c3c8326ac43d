// Held-out suite 5 (frozen). Float to IEEE half conversion done with integer operations on
// the bits (round to nearest even; subnormal halves, overflow to infinity, infinities), two
// floats per thread read as one float2 and packed into one 32-bit word (the first in the
// low half).
__device__ unsigned int half_bits(unsigned int x)
{
    unsigned int sg = (x >> 16) & 0x8000u;
    unsigned int ax = x & 0x7fffffffu;
    if (ax >= 0x7f800000u)
        return sg | 0x7c00u | (ax > 0x7f800000u ? 0x200u : 0u);
    if (ax >= 0x477ff000u)
        return sg | 0x7c00u;
    if (ax < 0x33000000u)
        return sg;
    unsigned int h, rem, mid;
    if (ax < 0x38800000u) {
        unsigned int shift = 126u - (ax >> 23);
        unsigned int mant = (ax & 0x7fffffu) | 0x800000u;
        h = mant >> shift;
        rem = mant & ((1u << shift) - 1u);
        mid = 1u << (shift - 1u);
    } else {
        unsigned int r = ax - 0x38000000u;
        h = r >> 13;
        rem = r & 0x1fffu;
        mid = 0x1000u;
    }
    if (rem > mid || (rem == mid && (h & 1u)))
        h++;
    return sg | h;
}

extern "C" __global__ void float_to_half2_bits(const float2 *in, unsigned int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float2 v = in[i];
        out[i] = half_bits(__float_as_uint(v.x)) | (half_bits(__float_as_uint(v.y)) << 16);
    }
}
