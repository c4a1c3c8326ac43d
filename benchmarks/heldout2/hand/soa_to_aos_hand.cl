__kernel void soa_to_aos_hand(__global const float *x, __global const float *y, __global const float *z, __global const float *w, __global float *aos, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n)
        ((__global float4 *)aos)[i] = (float4)(x[i], y[i], z[i], w[i]);
}
