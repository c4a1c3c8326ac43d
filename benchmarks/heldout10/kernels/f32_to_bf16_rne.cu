// Held-out suite 10 (frozen). Every float rounded to bfloat16 bits, to nearest with ties to
// even; every NaN becomes the quiet NaN 0x7FC0.
extern "C" __global__ void f32_to_bf16_rne(const float *x, unsigned short *bits, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int u = __float_as_uint(x[i]);
        if ((u & 0x7FFFFFFFu) > 0x7F800000u)
            bits[i] = (unsigned short)0x7FC0u;
        else
            bits[i] = (unsigned short)((u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
    }
}
