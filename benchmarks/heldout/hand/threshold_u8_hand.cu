// Held-out suite (frozen), hand version of threshold_u8: four bytes per thread through one
// uchar4 load and one uchar4 store. n is a multiple of 4.
extern "C" __global__ void threshold_u8_hand(const unsigned char *in, unsigned char *out, int t, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (4 * i < n) {
        uchar4 v = ((const uchar4 *)in)[i];
        uchar4 o;
        o.x = v.x > t ? 255 : 0;
        o.y = v.y > t ? 255 : 0;
        o.z = v.z > t ? 255 : 0;
        o.w = v.w > t ? 255 : 0;
        ((uchar4 *)out)[i] = o;
    }
}
