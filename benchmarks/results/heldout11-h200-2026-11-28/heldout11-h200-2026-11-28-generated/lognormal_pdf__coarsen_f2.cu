extern "C" __global__ void lognormal_pdf_cf2x(const float* x, float* pdf, float mu, float sigma, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
