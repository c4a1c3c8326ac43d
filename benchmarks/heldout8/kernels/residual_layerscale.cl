// Held-out suite 8 (frozen). A residual branch scaled per channel and added: y = x +
// gamma[c] * r for the channel c = i % C of a (tokens, C) activation.
__kernel void residual_layerscale(__global const float *x, __global const float *r,
                                  __global const float *gamma, __global float *y, int C,
                                  int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        y[i] = x[i] + gamma[i % C] * r[i];
}
