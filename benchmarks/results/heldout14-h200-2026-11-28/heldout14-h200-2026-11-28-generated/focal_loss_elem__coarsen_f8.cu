extern "C" __global__ void focal_loss_elem_cf8x(const float* p, const unsigned char* label, float* loss, float alpha, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q_0 = p[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos_0 = label[i_0] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt_0 = pos_0 ? q_0 : 1.0f - q_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at_0 = pos_0 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m_0 = 1.0f - pt_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i_0] = -at_0 * m_0 * m_0 * logf(pt_0);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q_1 = p[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos_1 = label[i_1] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt_1 = pos_1 ? q_1 : 1.0f - q_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at_1 = pos_1 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m_1 = 1.0f - pt_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i_1] = -at_1 * m_1 * m_1 * logf(pt_1);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q_2 = p[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos_2 = label[i_2] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt_2 = pos_2 ? q_2 : 1.0f - q_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at_2 = pos_2 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m_2 = 1.0f - pt_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i_2] = -at_2 * m_2 * m_2 * logf(pt_2);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q_3 = p[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos_3 = label[i_3] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt_3 = pos_3 ? q_3 : 1.0f - q_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at_3 = pos_3 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m_3 = 1.0f - pt_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i_3] = -at_3 * m_3 * m_3 * logf(pt_3);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q_4 = p[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos_4 = label[i_4] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt_4 = pos_4 ? q_4 : 1.0f - q_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at_4 = pos_4 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m_4 = 1.0f - pt_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i_4] = -at_4 * m_4 * m_4 * logf(pt_4);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q_5 = p[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos_5 = label[i_5] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt_5 = pos_5 ? q_5 : 1.0f - q_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at_5 = pos_5 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m_5 = 1.0f - pt_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i_5] = -at_5 * m_5 * m_5 * logf(pt_5);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q_6 = p[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos_6 = label[i_6] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt_6 = pos_6 ? q_6 : 1.0f - q_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at_6 = pos_6 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m_6 = 1.0f - pt_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i_6] = -at_6 * m_6 * m_6 * logf(pt_6);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float q_7 = p[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        int pos_7 = label[i_7] != 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float pt_7 = pos_7 ? q_7 : 1.0f - q_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float at_7 = pos_7 ? alpha : 1.0f - alpha;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        float m_7 = 1.0f - pt_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/kernels/focal_loss_elem.cu"
        loss[i_7] = -at_7 * m_7 * m_7 * logf(pt_7);
    }
}
