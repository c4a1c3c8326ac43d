// Held-out suite 4 (frozen). Channel shuffle of an NCHW tensor (ShuffleNet): the C = g x
// cpg channels, seen as g groups of cpg, are interleaved, so output channel k * g + j is
// input channel j * cpg + k. One thread per output element.
extern "C" __global__ void channel_shuffle(const float *in, float *out, int N, int C,
                                           int HW, int g)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N * C * HW) {
        int hw = i % HW;
        int oc = (i / HW) % C;
        int b = i / (HW * C);
        int cpg = C / g;
        int ic = (oc % g) * cpg + oc / g;
        out[i] = in[(b * C + ic) * HW + hw];
    }
}
