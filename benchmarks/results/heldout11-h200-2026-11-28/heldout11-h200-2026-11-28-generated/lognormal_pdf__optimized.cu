extern "C" __global__ void lognormal_pdf_opt(const float* x, float* pdf, float mu, float sigma, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 x_v0;
    float4 pdf_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        if (ucond) {
            x_v0 = *(const float4*)&x[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
            float v_m0 = x_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
            float z_m0 = (logf(v_m0) - mu) / sigma;
            pdf_v1.x = expf(-0.5f * z_m0 * z_m0) / (v_m0 * sigma * 2.5066283f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
            float v_m1 = x_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
            float z_m1 = (logf(v_m1) - mu) / sigma;
            pdf_v1.y = expf(-0.5f * z_m1 * z_m1) / (v_m1 * sigma * 2.5066283f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
            float v_m2 = x_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
            float z_m2 = (logf(v_m2) - mu) / sigma;
            pdf_v1.z = expf(-0.5f * z_m2 * z_m2) / (v_m2 * sigma * 2.5066283f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
            float v_m3 = x_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/lognormal_pdf.cu"
            float z_m3 = (logf(v_m3) - mu) / sigma;
            pdf_v1.w = expf(-0.5f * z_m3 * z_m3) / (v_m3 * sigma * 2.5066283f);
            *(float4*)(&pdf[i_m3] - 3) = pdf_v1;
        }
    }
}
