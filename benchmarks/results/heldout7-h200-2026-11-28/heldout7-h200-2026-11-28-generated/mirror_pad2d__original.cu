extern "C" __global__ void mirror_pad2d(const float* in, float* out, int width, int height, int pad) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ox = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int oy = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int ow = width + 2 * pad;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    int oh = height + 2 * pad;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
    if (ox < ow && oy < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int x = ox - pad;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        int y = oy - pad;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        x = x < 0 ? -x : x >= width ? 2 * width - 2 - x : x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        y = y < 0 ? -y : y >= height ? 2 * height - 2 - y : y;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/mirror_pad2d.cu"
        out[oy * ow + ox] = in[y * width + x];
    }
}
