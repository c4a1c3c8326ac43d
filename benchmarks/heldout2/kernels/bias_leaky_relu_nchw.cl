// out = v > 0 ? v : 0.125 v; one thread per element, c = (g / hw) % C.
__kernel void bias_leaky_relu_nchw(__global const float *in, __global const float *bias, __global float *out, int n, int C, int hw)
{
    int g = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (g < n) {
        float v = in[g] + bias[(g / hw) % C];
        out[g] = v > 0.0f ? v : 0.125f * v;
    }
}
