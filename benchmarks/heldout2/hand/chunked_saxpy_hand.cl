// (thread t takes float4 t, t + T, ... with T threads in all): every warp access is 512
// contiguous bytes. Same launch as the original (n / 8 threads).
__kernel void chunked_saxpy_hand(float a, __global const float *x, __global float *y, int n)
{
    int T = get_num_groups(0) * get_local_size(0);
    for (int v = get_group_id(0) * get_local_size(0) + get_local_id(0); v < n / 4; v += T) {
        float4 xv = ((__global const float4 *)x)[v];
        float4 yv = ((__global float4 *)y)[v];
        yv.x = a * xv.x + yv.x;
        yv.y = a * xv.y + yv.y;
        yv.z = a * xv.z + yv.z;
        yv.w = a * xv.w + yv.w;
        ((__global float4 *)y)[v] = yv;
    }
}
