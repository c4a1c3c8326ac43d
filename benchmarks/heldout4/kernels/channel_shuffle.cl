// Held-out suite 4 (frozen). Channel shuffle of an NCHW tensor (ShuffleNet): the C = g x
// cpg channels, seen as g groups of cpg, are interleaved, so output channel k * g + j is
// input channel j * cpg + k. One thread per output element.
__kernel void channel_shuffle(__global const float *in, __global float *out, int N, int C,
                              int HW, int g)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < N * C * HW) {
        int hw = i % HW;
        int oc = (i / HW) % C;
        int b = i / (HW * C);
        int cpg = C / g;
        int ic = (oc % g) * cpg + oc / g;
        out[i] = in[(b * C + ic) * HW + hw];
    }
}
