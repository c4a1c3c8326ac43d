// Held-out suite 2 (frozen), hand version of depth_u16_to_float: four samples per thread, read
// as one 8-byte ushort4 and written as one float4 (n a multiple of 4). The launch covers n / 4
// threads.
extern "C" __global__ void depth_u16_to_float_hand(const unsigned short *d, float *out,
                                                   float scale, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (4 * t < n) {
        ushort4 v = ((const ushort4 *)d)[t];
        float4 o;
        o.x = v.x == 0 ? -1.0f : (float)v.x * scale;
        o.y = v.y == 0 ? -1.0f : (float)v.y * scale;
        o.z = v.z == 0 ? -1.0f : (float)v.z * scale;
        o.w = v.w == 0 ? -1.0f : (float)v.w * scale;
        ((float4 *)out)[t] = o;
    }
}
