extern "C" __global__ void im2col3x3_rows(const float* in, float* out, int C, int H, int W) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    int p = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
    if (p < H * W) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int y = p / W;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        int x = p - p / W * W;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
        for (int c = 0; c < C; c++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
            for (int dy = -1; dy <= 1; dy++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                for (int dx = -1; dx <= 1; dx++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int yy = y + dy;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    int xx = x + dx;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    float v = 0.0f;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    if (yy >= 0 && yy < H && xx >= 0 && xx < W)
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                        v = in[(c * H + yy) * W + xx];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/im2col3x3_rows.cu"
                    out[p * 9 * C + c * 9 + (dy + 1) * 3 + dx + 1] = v;
                }
            }
        }
    }
}
