extern "C" __global__ void lognormal_pdf_cf4x_st32(const float* x, float* pdf, float mu, float sigma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        float v_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        float z_0 = (logf(v_0) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        pdf[i_0] = expf(-0.5f * z_0 * z_0) / (v_0 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        float v_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        float z_1 = (logf(v_1) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        pdf[i_1] = expf(-0.5f * z_1 * z_1) / (v_1 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        float v_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        float z_2 = (logf(v_2) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        pdf[i_2] = expf(-0.5f * z_2 * z_2) / (v_2 * sigma * 2.5066283f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        float v_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        float z_3 = (logf(v_3) - mu) / sigma;
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        pdf[i_3] = expf(-0.5f * z_3 * z_3) / (v_3 * sigma * 2.5066283f);
    }
}
