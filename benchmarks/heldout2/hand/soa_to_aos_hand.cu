// Held-out suite 2 (frozen), hand version of soa_to_aos: each record written as one float4.
extern "C" __global__ void soa_to_aos_hand(const float *x, const float *y, const float *z,
                                           const float *w, float *aos, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        ((float4 *)aos)[i] = make_float4(x[i], y[i], z[i], w[i]);
}
