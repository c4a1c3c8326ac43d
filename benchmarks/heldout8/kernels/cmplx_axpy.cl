// Held-out suite 8 (frozen). Complex axpy on interleaved complex vectors: z = a x + y with
// a complex scalar a = ar + i ai, every element read and written as one float2.
__kernel void cmplx_axpy(__global const float *x, __global const float *y, __global float *z,
                         float ar, float ai, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float2 xv = ((__global const float2 *)x)[i];
        float2 yv = ((__global const float2 *)y)[i];
        ((__global float2 *)z)[i] = (float2)(ar * xv.x - ai * xv.y + yv.x,
                                       ar * xv.y + ai * xv.x + yv.y);
    }
}
