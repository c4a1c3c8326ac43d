extern "C" __global__ void template_ssd8x8(const float* img, const float* tpl, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int ow = width - 7;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    int oh = height - 7;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
    if (x < ow && y < oh) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        for (int i = 0; i < 8; i++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
            for (int j = 0; j < 8; j++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                float d = img[(y + i) * width + x + j] - tpl[i * 8 + j];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
                s += d * d;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/template_ssd8x8.cu"
        out[y * ow + x] = s;
    }
}
