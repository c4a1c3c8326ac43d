// Held-out suite 2 (frozen), hand version of aos_to_soa: each record read as one float4 (a
// warp reads 512 contiguous bytes in one instruction).
extern "C" __global__ void aos_to_soa_hand(const float *aos, float *x, float *y, float *z,
                                           float *w, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 v = ((const float4 *)aos)[i];
        x[i] = v.x;
        y[i] = v.y;
        z[i] = v.z;
        w[i] = v.w;
    }
}
