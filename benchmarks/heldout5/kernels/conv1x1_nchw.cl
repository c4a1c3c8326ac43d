// Held-out suite 5 (frozen). A pointwise (1 x 1) convolution of an NCHW batch with bias:
// out[n][o][p] = bias[o] + sum_c W[o][c] in[n][c][p], HW pixels a plane. One thread per
// output (x: pixel, y: output channel, z: image), walking the input channels.
__kernel void conv1x1_nchw(__global const float *in, __global const float *W,
                           __global const float *bias, __global float *out, int Ci, int Co,
                           int HW)
{
    int p = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int o = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int n = get_group_id(2);
    if (p < HW && o < Co) {
        float s = bias[o];
        for (int c = 0; c < Ci; c++)
            s += W[o * Ci + c] * in[(n * Ci + c) * HW + p];
        out[(n * Co + o) * HW + p] = s;
    }
}
