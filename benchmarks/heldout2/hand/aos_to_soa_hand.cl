// warp reads 512 contiguous bytes in one instruction).
__kernel void aos_to_soa_hand(__global const float *aos, __global float *x, __global float *y, __global float *z, __global float *w, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float4 v = ((__global const float4 *)aos)[i];
        x[i] = v.x;
        y[i] = v.y;
        z[i] = v.z;
        w[i] = v.w;
    }
}
