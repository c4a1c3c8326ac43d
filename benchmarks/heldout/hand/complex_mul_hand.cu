// Held-out suite (frozen), hand version of complex_mul: two complex numbers per thread, one
// float4 load per input and one float4 store. n is even.
extern "C" __global__ void complex_mul_hand(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (2 * i < n) {
        float4 va = ((const float4 *)a)[i];
        float4 vb = ((const float4 *)b)[i];
        float4 o;
        o.x = va.x * vb.x - va.y * vb.y;
        o.y = va.x * vb.y + va.y * vb.x;
        o.z = va.z * vb.z - va.w * vb.w;
        o.w = va.z * vb.w + va.w * vb.z;
        ((float4 *)c)[i] = o;
    }
}
