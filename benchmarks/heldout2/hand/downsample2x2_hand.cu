// Held-out suite 2 (frozen), hand version of downsample2x2: two output pixels per thread, read
// as one float4 from each of the two input rows and written as one float2 (width a multiple
// of 4). The launch covers width / 4 x height / 2 threads.
extern "C" __global__ void downsample2x2_hand(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int q = width / 4;
    if (x < q && y < height / 2) {
        float4 a = ((const float4 *)in)[2 * y * q + x];
        float4 b = ((const float4 *)in)[(2 * y + 1) * q + x];
        float2 o;
        o.x = 0.25f * ((a.x + a.y) + (b.x + b.y));
        o.y = 0.25f * ((a.z + a.w) + (b.z + b.w));
        ((float2 *)out)[y * q + x] = o;
    }
}
