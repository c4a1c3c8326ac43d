extern "C" __global__ void mirror_pad2d(const float* in, float* out, int width, int height, int pad) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ox = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int oy = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int ow = width + 2 * pad;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    int oh = height + 2 * pad;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
    if (ox < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int x = ox - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        int y = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        x = x < 0 ? -x : x >= width ? 2 * width - 2 - x : x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        y = y < 0 ? -y : y >= height ? 2 * height - 2 - y : y;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cl"
        out[oy * ow + ox] = in[y * width + x];
    }
}
