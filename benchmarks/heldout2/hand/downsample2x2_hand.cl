// as one float4 from each of the two input rows and written as one float2 (width a multiple
// of 4). The launch covers width / 4 x height / 2 threads.
__kernel void downsample2x2_hand(__global const float *in, __global float *out, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int q = width / 4;
    if (x < q && y < height / 2) {
        float4 a = ((__global const float4 *)in)[2 * y * q + x];
        float4 b = ((__global const float4 *)in)[(2 * y + 1) * q + x];
        float2 o;
        o.x = 0.25f * ((a.x + a.y) + (b.x + b.y));
        o.y = 0.25f * ((a.z + a.w) + (b.z + b.w));
        ((__global float2 *)out)[y * q + x] = o;
    }
}
