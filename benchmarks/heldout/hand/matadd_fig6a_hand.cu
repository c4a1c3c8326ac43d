// Held-out suite (frozen), hand version of matadd_fig6a: consecutive float4 per thread
// (launched with exactly n / 4 threads).
extern "C" __global__ void matadd_fig6a_hand(const float *a, const float *b, float *c)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float4 va = ((const float4 *)a)[i];
    float4 vb = ((const float4 *)b)[i];
    float4 o;
    o.x = va.x + vb.x;
    o.y = va.y + vb.y;
    o.z = va.z + vb.z;
    o.w = va.w + vb.w;
    ((float4 *)c)[i] = o;
}
