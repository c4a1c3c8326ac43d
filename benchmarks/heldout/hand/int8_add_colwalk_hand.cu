// Held-out suite (frozen), hand version of int8_add_colwalk: the matrix as one vector, four
// bytes per thread (char4 loads and store, coalesced). width * height is a multiple of 4.
extern "C" __global__ void int8_add_colwalk_hand(const signed char *a, const signed char *b,
                                                signed char *c, int width, int height)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (4 * i < width * height) {
        char4 va = ((const char4 *)a)[i];
        char4 vb = ((const char4 *)b)[i];
        char4 o;
        o.x = (signed char)(va.x + vb.x);
        o.y = (signed char)(va.y + vb.y);
        o.z = (signed char)(va.z + vb.z);
        o.w = (signed char)(va.w + vb.w);
        ((char4 *)c)[i] = o;
    }
}
