// Held-out suite 9 (frozen), hand version of flat_field_colwalk: the grid's x index counts
// columns, so a warp's lanes read and write 32 consecutive floats (coalesced).
extern "C" __global__ void flat_field_colwalk_hand(const float *raw, const float *dark,
                                                   const float *gain, float *out, int width,
                                                   int height)
{
    int c = blockIdx.x * blockDim.x + threadIdx.x;
    int r = blockIdx.y * blockDim.y + threadIdx.y;
    if (r < height && c < width) {
        int i = r * width + c;
        out[i] = (raw[i] - dark[i]) * gain[i];
    }
}
