// Held-out suite 4 (frozen), hand version of lu4_batched: each thread reads its matrix as
// four 16-byte rows (float4) and writes the factors the same way, the elimination fully
// unrolled in registers.
extern "C" __global__ void lu4_batched_hand(const float *A, float *LU, int nb)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < nb) {
        const float4 *src = (const float4 *)A;
        float4 r0 = src[4 * b], r1 = src[4 * b + 1], r2 = src[4 * b + 2], r3 = src[4 * b + 3];
        float i0 = 1.0f / r0.x;
        r1.x *= i0; r1.y -= r1.x * r0.y; r1.z -= r1.x * r0.z; r1.w -= r1.x * r0.w;
        r2.x *= i0; r2.y -= r2.x * r0.y; r2.z -= r2.x * r0.z; r2.w -= r2.x * r0.w;
        r3.x *= i0; r3.y -= r3.x * r0.y; r3.z -= r3.x * r0.z; r3.w -= r3.x * r0.w;
        float i1 = 1.0f / r1.y;
        r2.y *= i1; r2.z -= r2.y * r1.z; r2.w -= r2.y * r1.w;
        r3.y *= i1; r3.z -= r3.y * r1.z; r3.w -= r3.y * r1.w;
        float i2 = 1.0f / r2.z;
        r3.z *= i2; r3.w -= r3.z * r2.w;
        float4 *dst = (float4 *)LU;
        dst[4 * b] = r0;
        dst[4 * b + 1] = r1;
        dst[4 * b + 2] = r2;
        dst[4 * b + 3] = r3;
    }
}
