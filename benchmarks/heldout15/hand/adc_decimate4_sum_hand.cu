// Held-out suite 15 (frozen), hand version of adc_decimate4_sum: each thread loads its four
// samples as one 16-byte float4 (a warp's loads 512 consecutive bytes) and adds them in the
// original's order. Assumes the input starts 16-byte aligned, as allocations do. Any 1D launch
// of at least n threads.
extern "C" __global__ void adc_decimate4_sum_hand(const float *__restrict__ in,
                                                  float *__restrict__ out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 q = reinterpret_cast<const float4 *>(in)[i];
        out[i] = q.x + q.y + q.z + q.w;
    }
}
