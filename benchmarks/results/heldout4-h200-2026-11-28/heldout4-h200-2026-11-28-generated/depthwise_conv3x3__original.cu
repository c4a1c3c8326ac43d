extern "C" __global__ void depthwise_conv3x3(const float* in, const float* w, float* out, int C, int H, int W) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    int plane = blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
    if (x < W && y < H) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        int c = plane % C;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        float s = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        for (int dy = -1; dy <= 1; dy++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
            for (int dx = -1; dx <= 1; dx++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int yy = y + dy;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                int xx = x + dx;
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                if (yy >= 0 && yy < H && xx >= 0 && xx < W)
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
                    s += w[c * 9 + (dy + 1) * 3 + dx + 1] * in[(plane * H + yy) * W + xx];
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout4/kernels/depthwise_conv3x3.cu"
        out[(plane * H + y) * W + x] = s;
    }
}
