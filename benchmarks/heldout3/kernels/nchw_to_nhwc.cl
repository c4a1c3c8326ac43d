// Held-out suite 3 (frozen). Tensor layout change NCHW -> NHWC (HW = H * W pixels per
// channel): one thread per input element, read in order, written C floats from its
// neighbour's.
__kernel void nchw_to_nhwc(__global const float *in, __global float *out, int N, int C, int HW)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < N * C * HW) {
        int s = g % HW;
        int t = g / HW;
        int c = t % C;
        int b = t / C;
        out[(b * HW + s) * C + c] = in[g];
    }
}
