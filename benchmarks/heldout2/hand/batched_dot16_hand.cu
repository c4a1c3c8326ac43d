// Held-out suite 2 (frozen), hand version of batched_dot16: four threads per product, each
// reading one float4 of x and of y (a warp reads 512 contiguous bytes of each), the four
// partial sums added by two warp shuffles. The launch covers 4 * batch threads.
extern "C" __global__ void batched_dot16_hand(const float *x, const float *y, float *out,
                                              int batch)
{
    int g = blockIdx.x * blockDim.x + threadIdx.x;
    int b = g >> 2;
    float s = 0.0f;
    if (b < batch) {
        float4 a = ((const float4 *)x)[g];
        float4 c = ((const float4 *)y)[g];
        s = (a.x * c.x + a.y * c.y) + (a.z * c.z + a.w * c.w);
    }
    s += __shfl_xor_sync(0xffffffffu, s, 1);
    s += __shfl_xor_sync(0xffffffffu, s, 2);
    if (b < batch && (g & 3) == 0)
        out[b] = s;
}
